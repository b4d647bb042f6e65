import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  candleColumnsArbitrary,
  expected,
  expectSeriesClose,
  oracleInput,
  param,
  parseOracleFixture,
} from '../../test';
import { adx } from './adx';
import raw from './fixtures/adx.json?raw';

const oracle = parseOracleFixture(raw);

describe(`adx against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input with period $params.period', (c) => {
    const { high, low, close } = oracleInput(c.input);
    const result = adx(high, low, close, param(c, 'period'));
    expectSeriesClose(result.adx, expected(c, 'adx'), 1e-9);
    expectSeriesClose(result.plusDI, expected(c, 'plusDI'), 1e-9);
    expectSeriesClose(result.minusDI, expected(c, 'minusDI'), 1e-9);
  });
});

describe('adx', () => {
  it('keeps ADX and both DIs within 0..100', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ maxLength: 60 }), ({ high, low, close }) => {
        const result = adx(high, low, close, 5);
        for (const line of [result.adx, result.plusDI, result.minusDI]) {
          for (const v of line) {
            if (Number.isNaN(v)) continue;
            expect(v).toBeGreaterThanOrEqual(0);
            expect(v).toBeLessThanOrEqual(100 + 1e-9);
          }
        }
      }),
      { numRuns: 50 },
    );
  });

  it('needs a period of at least 2, as TA-Lib does', () => {
    const x = Float64Array.of(1, 2, 3);
    expect(() => adx(x, x, x, 1)).toThrow(RangeError);
  });
});
