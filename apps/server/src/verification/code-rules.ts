import { LIMITS, MS_PER_SECOND, TIMERS } from '@tradescope/domain';

const HOUR_MS = 60 * 60 * 1000;

/** How codes live and how often they may be sent or guessed (ASVS V6.5, V6.6.3, V6.3.1). */
export const CODE_RULES = {
  length: LIMITS.verifyCodeMaxLength,
  /** Spec §9: the code countdown is 120 s; the code dies with it and no new one is sent before. */
  lifetimeMs: TIMERS.codeCountdownS * MS_PER_SECOND,
  /** The fifth wrong check voids the code: one code then admits at most 5 guesses in 10^6. */
  maxChecksPerCode: 5,
  /** Per account and channel; with the countdown alone a mailbox or phone could get 30 an hour. */
  sendsPerWindow: 5,
  sendWindowMs: HOUR_MS,
  /** Old rows only feed the hourly cap; a day keeps a short trail for support. */
  keepRowsMs: 24 * HOUR_MS,
} as const;

/** Failed checks per account, over both channels; far inside ASVS 4.0.3 V2.2.1's 100 an hour. */
export const ACCOUNT_FAILURES = { max: 10, windowMs: HOUR_MS } as const;

/**
 * Requests a minute per user on the send and check endpoints, before any hashing. Sends stay above the account's
 * own caps (one per countdown, 5 an hour per channel), so those answer with their keys and seconds left.
 */
export const USER_LIMITS = {
  send: { max: 10, timeWindow: '1 minute' },
  check: { max: 10, timeWindow: '1 minute' },
} as const;
