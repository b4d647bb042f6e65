import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './wilson';

describe('the Wilson interval', () => {
  // Newcombe (1998), "Two-sided confidence intervals for the single proportion", table I, method 3 (Wilson score).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [20, 20, 0.8389, 1],
  ])('%i of %i lies in [%f, %f]', (successes, trials, low, high) => {
    const interval = wilsonInterval(successes, trials);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('narrows as the sample grows around the same rate and always holds the rate', () => {
    const small = wilsonInterval(6, 10);
    const large = wilsonInterval(600, 1000);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    for (const [s, n] of [
      [1, 3],
      [6, 10],
      [600, 1000],
      [999, 1000],
    ] as const) {
      const { low, high } = wilsonInterval(s, n);
      expect(low).toBeLessThanOrEqual(s / n);
      expect(high).toBeGreaterThanOrEqual(s / n);
    }
  });

  it('says nothing is known without a trial', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});
