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
import raw from './fixtures/williams-r.json?raw';
import { williamsR } from './williams-r';

const oracle = parseOracleFixture(raw);

describe(`williamsR against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input with period $params.period', (c) => {
    const { high, low, close } = oracleInput(c.input);
    expectSeriesClose(williamsR(high, low, close, param(c, 'period')), expected(c, 'real'), 1e-10);
  });
});

describe('williamsR', () => {
  it('stays within −100..0', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ maxLength: 60 }), ({ high, low, close }) => {
        for (const v of williamsR(high, low, close, 7).subarray(6)) {
          expect(v).toBeGreaterThanOrEqual(-100 - 1e-9);
          expect(v).toBeLessThanOrEqual(1e-9);
        }
      }),
      { numRuns: 50 },
    );
  });
});
