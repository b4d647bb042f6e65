import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expected, expectSeriesClose, oracleInput, param, parseOracleFixture } from '../../test';
import { bollinger } from './bollinger';
import raw from './fixtures/bollinger.json?raw';

const oracle = parseOracleFixture(raw);

/** Whether values[i − period + 1 .. i] are all equal. */
const isFlat = (values: Float64Array, i: number, period: number): boolean =>
  values.subarray(i - period + 1, i + 1).every((v) => v === values[i]);

describe(`bollinger against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input with period $params.period, $params.deviations sigma', (c) => {
    const { close } = oracleInput(c.input);
    const period = param(c, 'period');
    const result = bollinger(close, period, param(c, 'deviations'));
    // On a flat window TA-Lib's E[x²] − E[x]² leaves ~1e-6 of noise (sigma 3.5e-6 at 106.24); the
    // engine's shifted sums give exactly 0 there, so those bars expect the middle band itself.
    const upper = expected(c, 'upper').map((v, i) =>
      i >= period - 1 && isFlat(close, i, period) ? result.middle[i]! : v,
    );
    const lower = expected(c, 'lower').map((v, i) =>
      i >= period - 1 && isFlat(close, i, period) ? result.middle[i]! : v,
    );
    expectSeriesClose(result.upper, upper, 1e-10);
    expectSeriesClose(result.middle, expected(c, 'middle'), 1e-10);
    expectSeriesClose(result.lower, lower, 1e-10);
  });
});

describe('bollinger', () => {
  it('uses the population sigma: 2, 4, 4, 4, 5, 5, 7, 9 has mean 5 and sigma 2', () => {
    const result = bollinger(Float64Array.of(2, 4, 4, 4, 5, 5, 7, 9), 8, 1);
    expect(result.middle[7]).toBeCloseTo(5, 12);
    expect(result.upper[7]).toBeCloseTo(7, 12);
    expect(result.lower[7]).toBeCloseTo(3, 12);
  });

  it('keeps sigma to 1e-9 on minute-like BTC prices after 300,000 updates', () => {
    let x = 60_000;
    const values = Float64Array.from({ length: 300_000 }, (_, i) => {
      x += Math.sin(i * 12.9898) * 5;
      return x;
    });
    const result = bollinger(values, 20, 1);
    for (const i of [19, 200_003, 299_999]) {
      const window = values.subarray(i - 19, i + 1);
      const mean = window.reduce((a, b) => a + b, 0) / 20;
      const sigma = Math.sqrt(window.reduce((a, b) => a + (b - mean) ** 2, 0) / 20);
      expect(Math.abs(result.middle[i]! - mean) / mean).toBeLessThan(1e-12);
      expect(Math.abs(result.upper[i]! - result.middle[i]! - sigma) / sigma).toBeLessThan(1e-9);
    }
  });

  it('orders the bands and centres them on the middle', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.001, max: 1e5, noNaN: true }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 20 }),
        (xs, period) => {
          const result = bollinger(Float64Array.from(xs), period, 2);
          for (let i = period - 1; i < xs.length; i++) {
            expect(result.lower[i]).toBeLessThanOrEqual(result.middle[i]!);
            expect(result.middle[i]).toBeLessThanOrEqual(result.upper[i]!);
            const up = result.upper[i]! - result.middle[i]!;
            expect(result.middle[i]! - result.lower[i]!).toBeCloseTo(up, 6);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
