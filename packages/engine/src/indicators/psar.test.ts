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
import raw from './fixtures/psar.json?raw';
import { psar } from './psar';

const oracle = parseOracleFixture(raw);

describe(`psar against ${oracle.source}`, () => {
  it.each(oracle.cases)('matches on $input with step $params.step up to $params.max', (c) => {
    const { high, low } = oracleInput(c.input);
    expectSeriesClose(psar(high, low, param(c, 'step'), param(c, 'max')), expected(c, 'real'), 1e-10);
  });
});

describe('psar', () => {
  it("follows Wilder's worked example (New Concepts in Technical Trading Systems, via TA-Lib test_sar.c)", () => {
    const high = Float64Array.of(
      51.12,
      52.35,
      52.1,
      51.8,
      52.1,
      52.5,
      52.8,
      52.5,
      53.5,
      53.5,
      53.8,
      54.2,
      53.4,
      53.5,
      54.4,
      55.2,
      55.7,
      57,
      57.5,
      58,
      57.7,
      58,
      57.5,
      57,
      56.7,
      57.5,
      56.7,
      56,
      56.2,
      54.8,
      55.5,
      54.7,
      54,
      52.5,
      51,
      51.5,
      51.7,
      53,
    );
    const low = Float64Array.of(
      50,
      51.5,
      51,
      50.5,
      51.25,
      51.7,
      51.85,
      51.5,
      52.3,
      52.5,
      53,
      53.5,
      52.5,
      52.1,
      53,
      54,
      55,
      56,
      56.5,
      57,
      56.5,
      57.3,
      56.7,
      56.3,
      56.2,
      56,
      55.5,
      55,
      54.9,
      54,
      54.5,
      53.8,
      53,
      51.5,
      50,
      50.5,
      50.2,
      51.5,
    );
    const result = psar(high, low);
    // Wilder's table, to his three decimals: bars 1, 2, 5, 36 and 37.
    expect(result[0]).toBeNaN();
    expect(result[1]).toBeCloseTo(50.0, 3);
    expect(result[2]).toBeCloseTo(50.047, 3);
    expect(result[5]).toBeCloseTo(50.182, 3);
    expect(result[36]).toBeCloseTo(52.93, 2);
    expect(result[37]).toBeCloseTo(50.0, 3);
  });

  it('never sits strictly inside the bar it is drawn on', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ minLength: 2, maxLength: 80 }), ({ high, low }) => {
        const result = psar(high, low);
        for (let i = 1; i < high.length; i++) {
          expect(result[i]! <= low[i]! || result[i]! >= high[i]!).toBe(true);
        }
      }),
      { numRuns: 50 },
    );
  });
});
