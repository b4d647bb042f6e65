import { describe, expect, it } from 'vitest';
import { expected, expectSeriesClose, oracleInput, param, parseOracleFixture } from '../../test';
import raw from './fixtures/macd.json?raw';
import { macd } from './macd';

const oracle = parseOracleFixture(raw);

describe(`macd against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input with $params.fast/$params.slow/$params.signal', (c) => {
    const { close } = oracleInput(c.input);
    const result = macd(close, param(c, 'fast'), param(c, 'slow'), param(c, 'signal'));
    expectSeriesClose(result.macd, expected(c, 'macd'), 1e-9);
    expectSeriesClose(result.signal, expected(c, 'signal'), 1e-9);
    expectSeriesClose(result.histogram, expected(c, 'histogram'), 1e-9);
  });
});

describe('macd', () => {
  it('starts all three lines on the first signal bar, (26 − 1) + (9 − 1) = 33', () => {
    const { close } = oracleInput('btcusdt-240');
    const result = macd(close);
    expect(result.macd[32]).toBeNaN();
    expect(result.macd[33]).not.toBeNaN();
    expect(result.histogram[33]).toBeCloseTo(result.macd[33]! - result.signal[33]!, 12);
  });
});
