import { describe, expect, it } from 'vitest';
import { MemoryAttemptLimiter } from './attempt-limiter';

describe('MemoryAttemptLimiter', () => {
  it('locks a key at the limit until the oldest failure leaves the window', async () => {
    const limiter = new MemoryAttemptLimiter({ max: 3, windowMs: 60_000 });
    await limiter.recordFailure('a', 0);
    await limiter.recordFailure('a', 10_000);
    expect(await limiter.isLocked('a', 10_000)).toBe(false);
    await limiter.recordFailure('a', 20_000);
    expect(await limiter.isLocked('a', 20_000)).toBe(true);
    expect(await limiter.isLocked('a', 59_999)).toBe(true);
    expect(await limiter.isLocked('a', 60_001)).toBe(false);
  });

  it('keeps keys apart and forgets a key on reset', async () => {
    const limiter = new MemoryAttemptLimiter({ max: 1, windowMs: 1000 });
    await limiter.recordFailure('a', 0);
    expect(await limiter.isLocked('b', 0)).toBe(false);
    await limiter.reset('a');
    expect(await limiter.isLocked('a', 0)).toBe(false);
  });
});
