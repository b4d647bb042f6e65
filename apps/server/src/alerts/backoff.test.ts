import { describe, expect, it } from 'vitest';
import { RETRY_POLICY, retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('doubles from 5 s with half of each delay random', () => {
    expect(retryDelayMs(1, () => 0)).toBe(2_500);
    expect(retryDelayMs(1, () => 1)).toBe(5_000);
    expect(retryDelayMs(3, () => 0)).toBe(10_000);
    expect(retryDelayMs(3, () => 1)).toBe(20_000);
  });

  it('never waits longer than the cap', () => {
    expect(retryDelayMs(40, () => 1)).toBe(RETRY_POLICY.capMs);
  });

  it('waits what the channel asked for when it says when to come back', () => {
    expect(retryDelayMs(1, () => 1, 12_000)).toBe(12_000);
  });

  it('keeps trying for over an hour before giving up, so an outage of an hour loses nothing', () => {
    let total = 0;
    for (let attempt = 1; attempt < RETRY_POLICY.maxAttempts; attempt++)
      total += retryDelayMs(attempt, () => 0);
    expect(total).toBeGreaterThan(60 * 60_000);
  });
});
