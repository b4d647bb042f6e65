import { describe, expect, it } from 'vitest';
import { expected, expectSeriesClose, oracleInput, parseOracleFixture } from '../../test';
import raw from './fixtures/obv.json?raw';
import { obv } from './obv';

const oracle = parseOracleFixture(raw);

describe(`obv against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input', (c) => {
    const { close, volume } = oracleInput(c.input);
    expectSeriesClose(obv(close, volume), expected(c, 'real'), 1e-12);
  });
});

describe('obv', () => {
  it('adds volume on up closes, subtracts it on down closes and holds on flat ones', () => {
    const result = obv(Float64Array.of(10, 11, 11, 9), Float64Array.of(5, 7, 3, 2));
    expect(Array.from(result)).toEqual([5, 12, 12, 10]);
  });
});
