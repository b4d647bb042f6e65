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
import raw from './fixtures/stochastic.json?raw';
import { stochastic, stochasticLookback } from './stochastic';

const oracle = parseOracleFixture(raw);

describe(`stochastic against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input with $params.fastK/$params.slowK/$params.slowD', (c) => {
    const { high, low, close } = oracleInput(c.input);
    const result = stochastic(high, low, close, param(c, 'fastK'), param(c, 'slowK'), param(c, 'slowD'));
    expectSeriesClose(result.k, expected(c, 'k'), 1e-10);
    expectSeriesClose(result.d, expected(c, 'd'), 1e-10);
  });
});

describe('stochastic', () => {
  it('stays within 0..100', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ maxLength: 60 }), ({ high, low, close }) => {
        const result = stochastic(high, low, close, 5, 3, 3);
        for (let i = stochasticLookback(5, 3, 3); i < close.length; i++) {
          for (const v of [result.k[i]!, result.d[i]!]) {
            expect(v).toBeGreaterThanOrEqual(-1e-9);
            expect(v).toBeLessThanOrEqual(100 + 1e-9);
          }
        }
      }),
      { numRuns: 50 },
    );
  });
});
