import { describe, expect, it } from 'vitest';
import { expected, expectSeriesClose, oracleInput, param, parseOracleFixture } from '../../test';
import { atr } from './atr';
import raw from './fixtures/atr.json?raw';
import { trueRange } from './true-range';

const oracle = parseOracleFixture(raw);

describe(`atr against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input with period $params.period', (c) => {
    const { high, low, close } = oracleInput(c.input);
    expectSeriesClose(atr(high, low, close, param(c, 'period')), expected(c, 'real'), 1e-10);
  });
});

describe('trueRange', () => {
  it('stretches the bar to a previous close outside it (gap up, gap down, inside)', () => {
    expect(trueRange(12, 11, 9)).toBe(3);
    expect(trueRange(12, 11, 14)).toBe(3);
    expect(trueRange(12, 10, 11)).toBe(2);
  });
});
