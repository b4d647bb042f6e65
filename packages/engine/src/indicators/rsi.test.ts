import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expected, expectSeriesClose, oracleInput, param, parseOracleFixture } from '../../test';
import regression from '../../test/fixtures/talib-regression-252.json?raw';
import raw from './fixtures/rsi.json?raw';
import { rsi } from './rsi';

const oracle = parseOracleFixture(raw);

describe(`rsi against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input with period $params.period', (c) => {
    const { close } = oracleInput(c.input);
    expectSeriesClose(rsi(close, param(c, 'period')), expected(c, 'real'), 1e-10);
  });
});

describe('rsi', () => {
  it("reproduces TA-Lib's published regression values (ta_regtest/test_rsi.c, 252-bar daily reference)", () => {
    const close = Float64Array.from((JSON.parse(regression) as { close: number[] }).close);
    const result = rsi(close, 14);
    // test_rsi.c checks these to two decimals: bars 14, 15, 16 and the last bar.
    expect(result[13]).toBeNaN();
    expect(result[14]).toBeCloseTo(49.14, 1);
    expect(result[15]).toBeCloseTo(52.32, 1);
    expect(result[16]).toBeCloseTo(46.07, 1);
    expect(result[251]).toBeCloseTo(49.63, 1);
  });

  it('reads 100 after only gains, 0 after only losses, and 0 when nothing moved (TA-Lib)', () => {
    expect(rsi(Float64Array.of(1, 2, 3, 4), 3)[3]).toBe(100);
    expect(rsi(Float64Array.of(4, 3, 2, 1), 3)[3]).toBe(0);
    expect(rsi(Float64Array.of(5, 5, 5, 5), 3)[3]).toBe(0);
  });

  it('stays within 0..100', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 1e5, noNaN: true }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 20 }),
        (xs, period) => {
          for (const value of rsi(Float64Array.from(xs), period).subarray(period)) {
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(100);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
