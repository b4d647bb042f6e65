import { describe, expect, it } from 'vitest';
import { expected, expectSeriesClose, oracleInput, param, parseOracleFixture } from '../../test';
import raw from './fixtures/wma.json?raw';
import { wma } from './wma';

const oracle = parseOracleFixture(raw);

describe(`wma against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input with period $params.period', (c) => {
    const { close } = oracleInput(c.input);
    expectSeriesClose(wma(close, param(c, 'period')), expected(c, 'real'), 1e-12);
  });
});

describe('wma', () => {
  it('weights the newest value most: (1·1 + 2·2 + 3·6) / 6', () => {
    expect(wma(Float64Array.of(1, 2, 6), 3)[2]).toBeCloseTo(23 / 6, 12);
  });

  it('stays within 1e-12 of a fresh weighted sum after 300,000 rolling updates', () => {
    let x = 1.1;
    const values = Float64Array.from({ length: 300_000 }, (_, i) => {
      x *= 1 + Math.sin(i * 78.233) * 0.002;
      return x;
    });
    const result = wma(values, 30);
    for (const i of [29, 100_000, 299_999]) {
      let weighted = 0;
      for (let j = 0; j < 30; j++) weighted += values[i - 29 + j]! * (j + 1);
      const exact = weighted / 465;
      expect(Math.abs(result[i]! - exact) / exact).toBeLessThan(1e-12);
    }
  });
});
