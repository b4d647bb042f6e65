import { describe, expect, it } from 'vitest';
import { expected, expectSeriesClose, oracleInput, param, parseOracleFixture } from '../../test';
import { cci } from './cci';
import raw from './fixtures/cci.json?raw';

const oracle = parseOracleFixture(raw);

describe(`cci against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input with period $params.period', (c) => {
    const { high, low, close } = oracleInput(c.input);
    expectSeriesClose(cci(high, low, close, param(c, 'period')), expected(c, 'real'), 1e-9);
  });
});

describe('cci', () => {
  it("divides the distance from the mean by Lambert's 0.015 × mean deviation", () => {
    // Typical prices 1, 2, 3: mean 2, mean deviation 2/3, last distance 1 → 1 / (0.015 · 2/3) = 100.
    const tp = Float64Array.of(1, 2, 3);
    expect(cci(tp, tp, tp, 3)[2]).toBeCloseTo(100, 10);
  });
});
