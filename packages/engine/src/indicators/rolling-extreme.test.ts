import { describe, expect, it } from 'vitest';
import { RollingExtreme } from './rolling-extreme';

/** A small deterministic generator: prices with ties and now and then a NaN (a gap in the data). */
function inputs(seed: number, n: number): number[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: n }, () => {
    const r = next();
    return r < 0.02 ? Number.NaN : Math.round(next() * 20);
  });
}

describe('a rolling extreme read over a shorter window', () => {
  it.each([1, -1] as const)('equals a rolling extreme of that period, value for value (sign %i)', (sign) => {
    const longest = 52;
    const periods = [1, 2, 9, 26, 51, 52];
    let compared = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const big = new RollingExtreme(longest, sign);
      const own = periods.map((period) => new RollingExtreme(period, sign));
      const differ: string[] = [];
      for (const [k, x] of inputs(seed, 400).entries()) {
        big.add(x);
        for (const e of own) e.add(x);
        // The open candle moving now and then: replace reads the same newest input.
        if (k % 7 === 3) {
          big.replace(x + 3);
          for (const e of own) e.replace(x + 3);
        }
        periods.forEach((period, p) => {
          if (!Object.is(big.valueOver(period), own[p]!.value)) differ.push(`${seed}/${k}/${period}`);
          compared++;
        });
      }
      expect(differ.slice(0, 5)).toEqual([]);
    }
    expect(compared).toBeGreaterThan(40_000);
  });
});
