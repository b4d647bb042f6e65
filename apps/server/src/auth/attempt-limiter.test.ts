import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter';

describe('AttemptLimiter', () => {
  it('locks a key at the limit and frees it when the oldest failure leaves the window', () => {
    const limiter = new AttemptLimiter(3, 60_000);
    limiter.recordFailure('a', 0);
    limiter.recordFailure('a', 10_000);
    expect(limiter.isLocked('a', 10_000)).toBe(false);
    limiter.recordFailure('a', 20_000);
    expect(limiter.isLocked('a', 20_000)).toBe(true);
    expect(limiter.isLocked('a', 59_999)).toBe(true);
    expect(limiter.isLocked('a', 60_001)).toBe(false);
  });

  it('keeps keys apart and forgets a key on reset', () => {
    const limiter = new AttemptLimiter(1, 1000);
    limiter.recordFailure('a', 0);
    expect(limiter.isLocked('b', 0)).toBe(false);
    limiter.reset('a');
    expect(limiter.isLocked('a', 0)).toBe(false);
  });
});
