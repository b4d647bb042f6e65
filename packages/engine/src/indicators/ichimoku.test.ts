import { describe, expect, it } from 'vitest';
import { expected, expectSeriesClose, oracleInput, param, parseOracleFixture } from '../../test';
import raw from './fixtures/ichimoku.json?raw';
import { ichimoku } from './ichimoku';

const oracle = parseOracleFixture(raw);

describe(`ichimoku against ${oracle.source}`, () => {
  it.each(oracle.cases)(
    'matches on $input with $params.conversionPeriod/$params.basePeriod/$params.spanBPeriod',
    (c) => {
      const { high, low } = oracleInput(c.input);
      const result = ichimoku(
        high,
        low,
        param(c, 'conversionPeriod'),
        param(c, 'basePeriod'),
        param(c, 'spanBPeriod'),
      );
      expectSeriesClose(result.conversion, expected(c, 'conversion'), 1e-12);
      expectSeriesClose(result.base, expected(c, 'base'), 1e-12);
      expectSeriesClose(result.spanB, expected(c, 'spanB'), 1e-12);
      // trading-signals' cloud waits for all 52 bars; before that spanA is (conversion + base) / 2.
      const spanA = expected(c, 'spanA');
      expectSeriesClose(result.spanA.subarray(51), spanA.subarray(51), 1e-12);
      expect(result.spanA[25]).toBeCloseTo((result.conversion[25]! + result.base[25]!) / 2, 12);
      expect(result.spanA[24]).toBeNaN();
    },
  );
});
