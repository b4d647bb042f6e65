import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expected, expectSeriesClose, oracleInput, param, parseOracleFixture } from '../../test';
import raw from './fixtures/sma.json?raw';
import { sma, windowSum } from './sma';

const oracle = parseOracleFixture(raw);

describe(`sma against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input with period $params.period', (c) => {
    const { close } = oracleInput(c.input);
    expectSeriesClose(sma(close, param(c, 'period')), expected(c, 'real'), 1e-12);
  });
});

describe('sma', () => {
  it('averages each full window and leaves the warm-up NaN', () => {
    expect(Array.from(sma(Float64Array.of(1, 2, 3, 4, 5), 3))).toEqual([Number.NaN, Number.NaN, 2, 3, 4]);
  });

  it('stays within 1e-12 of a fresh window sum after 300,000 rolling updates', () => {
    let x = 60_000;
    const values = Float64Array.from({ length: 300_000 }, (_, i) => {
      x *= 1 + Math.sin(i * 12.9898) * 0.01;
      return x;
    });
    const result = sma(values, 20);
    for (const i of [1023, 150_001, 299_999]) {
      const exact = windowSum(values, i - 19, i + 1) / 20;
      expect(Math.abs(result[i]! - exact) / exact).toBeLessThan(1e-12);
    }
  });

  it('reuses a caller buffer and rejects one of the wrong length', () => {
    const out = new Float64Array(4);
    expect(sma(Float64Array.of(1, 2, 3, 4), 2, out)).toBe(out);
    expect(() => sma(Float64Array.of(1, 2, 3), 2, out)).toThrow(RangeError);
    expect(() => sma(Float64Array.of(1, 2, 3), 0)).toThrow(RangeError);
  });

  it('lies between the lowest and highest value of its window (up to rolling-sum rounding)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1, max: 1e6, noNaN: true }), { minLength: 5, maxLength: 80 }),
        fc.integer({ min: 1, max: 5 }),
        (xs, period) => {
          const values = Float64Array.from(xs);
          const result = sma(values, period);
          const rounding = Math.max(...xs) * 1e-12;
          for (let i = period - 1; i < xs.length; i++) {
            const window = xs.slice(i - period + 1, i + 1);
            expect(result[i]).toBeGreaterThanOrEqual(Math.min(...window) - rounding);
            expect(result[i]).toBeLessThanOrEqual(Math.max(...window) + rounding);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
