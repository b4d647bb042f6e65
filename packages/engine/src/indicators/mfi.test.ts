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
import raw from './fixtures/mfi.json?raw';
import { mfi } from './mfi';

const oracle = parseOracleFixture(raw);

describe(`mfi against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input with period $params.period', (c) => {
    const { high, low, close, volume } = oracleInput(c.input);
    expectSeriesClose(mfi(high, low, close, volume, param(c, 'period')), expected(c, 'real'), 1e-9);
  });
});

describe('mfi', () => {
  it('reads a real index for money flows below 1.0, where TA-Lib reads 0', () => {
    // A micro-priced coin: typical prices 1e-6 apart, one unit of volume per bar.
    const high = Float64Array.of(1e-5, 2e-5, 1e-5, 3e-5);
    const volume = Float64Array.of(1, 1, 1, 1);
    // Positive flows 2e-5 + 3e-5, negative 1e-5: 100 · 5 / 6.
    expect(mfi(high, high, high, volume, 3)[3]).toBeCloseTo(250 / 3, 9);
  });

  it('stays within 0..100', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ maxLength: 60 }), ({ high, low, close, volume }) => {
        for (const v of mfi(high, low, close, volume, 5).subarray(5)) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(100 + 1e-9);
        }
      }),
      { numRuns: 50 },
    );
  });
});
