import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expected, expectSeriesClose, oracleInput, param, parseOracleFixture } from '../../test';
import { ema } from './ema';
import raw from './fixtures/ema.json?raw';

const oracle = parseOracleFixture(raw);

describe(`ema against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input with period $params.period', (c) => {
    const { close } = oracleInput(c.input);
    expectSeriesClose(ema(close, param(c, 'period')), expected(c, 'real'), 1e-12);
  });
});

describe('ema', () => {
  it('seeds with the SMA of the first period, then smooths with k = 2 / (n + 1)', () => {
    // (1 + 2 + 3) / 3 = 2; then (4 − 2)·0.5 + 2 = 3; (10 − 3)·0.5 + 3 = 6.5.
    expect(Array.from(ema(Float64Array.of(1, 2, 3, 4, 10), 3))).toEqual([Number.NaN, Number.NaN, 2, 3, 6.5]);
  });

  it('keeps a constant series constant', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.0001, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 30 }),
        (price, period) => {
          const result = ema(new Float64Array(40).fill(price), period);
          for (let i = period - 1; i < 40; i++) expect(result[i]).toBeCloseTo(price, 6);
        },
      ),
      { numRuns: 50 },
    );
  });
});
