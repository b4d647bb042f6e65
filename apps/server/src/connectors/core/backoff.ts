/**
 * How long a rate-limited venue asks us to wait: `Retry-After` is either whole (or decimal) seconds or an HTTP
 * date (RFC 9110 §10.2.3). Undefined when absent or unreadable, so the caller falls back to its own backoff.
 */
export const retryAfterMs = (header: string | null | undefined, nowMs: number): number | undefined => {
  if (header === null || header === undefined) return undefined;
  const text = header.trim();
  if (text === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
};

export interface BackoffPolicy {
  readonly baseMs: number;
  readonly maxMs: number;
}

/** One second doubling up to a minute: a venue that keeps failing is asked less and less often. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, maxMs: 60_000 };

/** The wait before retry number `attempt` (0 for the first retry). */
export const backoffMs = (attempt: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number =>
  Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt));
