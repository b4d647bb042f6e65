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
import raw from './fixtures/supertrend.json?raw';
import { supertrend } from './supertrend';

const oracle = parseOracleFixture(raw);

describe(`supertrend against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input with ATR $params.period × $params.multiplier', (c) => {
    const { high, low, close } = oracleInput(c.input);
    const result = supertrend(high, low, close, param(c, 'period'), param(c, 'multiplier'));
    expectSeriesClose(result.supertrend, expected(c, 'supertrend'), 1e-10);
    expectSeriesClose(result.direction, expected(c, 'direction'), 0);
  });
});

describe('supertrend', () => {
  it('trails below the close in an uptrend and above it in a downtrend', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ maxLength: 80 }), ({ high, low, close }) => {
        const result = supertrend(high, low, close, 5, 2);
        for (let i = 4; i < close.length; i++) {
          if (result.direction[i] === 1) expect(close[i]).toBeGreaterThanOrEqual(result.supertrend[i]!);
          else expect(close[i]).toBeLessThanOrEqual(result.supertrend[i]!);
        }
      }),
      { numRuns: 50 },
    );
  });
});
