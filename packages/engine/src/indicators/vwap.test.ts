import { describe, expect, it } from 'vitest';
import { expected, expectSeriesClose, oracleInput, parseOracleFixture } from '../../test';
import raw from './fixtures/vwap.json?raw';
import { vwap } from './vwap';

const oracle = parseOracleFixture(raw);

describe(`vwap against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input with session $params.session', (c) => {
    const { time, high, low, close, volume } = oracleInput(c.input);
    const session = c.params.session;
    const result = vwap(high, low, close, volume, session ? { time, timeframe: session } : undefined);
    expectSeriesClose(result, expected(c, 'vwap'), 1e-12);
  });
});

describe('vwap', () => {
  it('restarts at each UTC day and shows the typical price before any volume trades', () => {
    const day = 86_400;
    const time = Float64Array.of(day - 3600, day, day + 3600);
    const price = Float64Array.of(10, 20, 30);
    const result = vwap(price, price, price, Float64Array.of(5, 0, 1), { time, timeframe: 1440 });
    expect(Array.from(result)).toEqual([10, 20, 30]);
  });
});
