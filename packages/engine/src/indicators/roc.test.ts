import { describe, expect, it } from 'vitest';
import { expected, expectSeriesClose, oracleInput, param, parseOracleFixture } from '../../test';
import raw from './fixtures/roc.json?raw';
import { roc } from './roc';

const oracle = parseOracleFixture(raw);

describe(`roc against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input with period $params.period', (c) => {
    const { close } = oracleInput(c.input);
    expectSeriesClose(roc(close, param(c, 'period')), expected(c, 'real'), 1e-12);
  });
});

describe('roc', () => {
  it('gives the percent change over the period and 0 from a zero base', () => {
    const result = roc(Float64Array.of(50, 0, 60, 3), 2);
    expect(result[1]).toBeNaN();
    expect(result[2]).toBeCloseTo(20, 12);
    expect(result[3]).toBe(0);
  });
});
