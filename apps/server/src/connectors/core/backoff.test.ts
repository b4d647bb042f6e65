import { describe, expect, it } from 'vitest';
import { backoffMs, retryAfterMs } from './backoff';

describe('Retry-After', () => {
  it('reads seconds, decimal seconds and HTTP dates', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('0.3', now)).toBe(300);
    expect(retryAfterMs('Thu, 01 Jan 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('is undefined when absent or unreadable, so the caller backs off', () => {
    expect(retryAfterMs(undefined, 0)).toBeUndefined();
    expect(retryAfterMs('', 0)).toBeUndefined();
    expect(retryAfterMs('soon', 0)).toBeUndefined();
  });
});

describe('backoff', () => {
  it('doubles from a second up to a minute', () => {
    expect([0, 1, 2, 5, 6, 20].map((attempt) => backoffMs(attempt))).toEqual([
      1000, 2000, 4000, 32_000, 60_000, 60_000,
    ]);
  });
});
