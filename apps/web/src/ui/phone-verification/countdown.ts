import { MS_PER_SECOND, TIMERS } from '@tradescope/domain';
import { useEffect, useState } from 'react';

/**
 * Spec §4: after a code is sent, a resend waits 120 s, or less when the code dies sooner (its expireTime). The
 * answer is the whole seconds left, 0 when a new code may be asked for.
 */
export const resendDeadline = (sentAtMs: number, expireTimeMs: number): number =>
  Math.min(sentAtMs + TIMERS.codeCountdownS * MS_PER_SECOND, Math.max(sentAtMs, expireTimeMs));

export const secondsLeft = (deadlineMs: number, nowMs: number): number =>
  Math.max(0, Math.ceil((deadlineMs - nowMs) / MS_PER_SECOND));

/** m:ss for the countdown. */
export const clockOf = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Seconds left to the deadline, ticking each second; 0 with no deadline. */
export const useSecondsLeft = (deadlineMs: number | null): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadlineMs === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MS_PER_SECOND);
    return () => clearInterval(timer);
  }, [deadlineMs]);
  return deadlineMs === null ? 0 : secondsLeft(deadlineMs, now);
};
