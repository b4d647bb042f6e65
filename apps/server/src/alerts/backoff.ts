/**
 * How often and how late an alert is tried again: exponential from 5 s, capped at 30 min, 14 tries in all (1.3 to
 * 2.7 hours, so an SMTP or Telegram outage of minutes or an hour delays alerts but loses none), each delay "equal
 * jitter" (half fixed, half random) so a whole outage's rows do not come back in one wave.
 */
export const RETRY_POLICY = { maxAttempts: 14, baseMs: 5_000, capMs: 30 * 60_000 } as const;

/** The wait after failed try number `attempt` (1 for the first); a channel's own "retry after" wins when longer. */
export const retryDelayMs = (attempt: number, random: () => number, retryAfterMs?: number): number => {
  const exponential = Math.min(RETRY_POLICY.capMs, RETRY_POLICY.baseMs * 2 ** (attempt - 1));
  const jittered = exponential / 2 + (random() * exponential) / 2;
  return retryAfterMs === undefined ? Math.round(jittered) : Math.max(retryAfterMs, 0);
};
