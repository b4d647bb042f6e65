import { describe, expect, it } from 'vitest';
import ethusdt1440 from '../../test/fixtures/ethusdt-1440.json?raw';
import eurusdOanda1440 from '../../test/fixtures/eurusd-oanda-1440.json?raw';
import talibRegression252 from '../../test/fixtures/talib-regression-252.json?raw';
import { CANDLESTICK_PATTERNS } from './catalog';
import decimalTicks from './fixtures/decimal-ticks.json?raw';
import synthetic from './fixtures/synthetic-candles.json?raw';
import talibHits from './fixtures/talib-hits.json?raw';

// Expected codes come from TA-Lib itself (npm talib 1.1.6, TA-Lib 0.6 C core) run by
// bench/oracle/candles-fixtures.mjs over the same candles; the file keeps only the non-zero bars as
// [index, code, index, code, ...], so equal lists mean equal output on every bar.
interface Ohlc {
  readonly open: number[];
  readonly high: number[];
  readonly low: number[];
  readonly close: number[];
}
interface Expected {
  readonly lookbacks: Record<string, number>;
  readonly defaults: Record<string, { optInPenetration: number }>;
  readonly hits: Record<string, Record<string, number[]>>;
  readonly penetrationHits: Record<string, Record<string, number[]>>;
}

const expected = JSON.parse(talibHits) as Expected;
const datasets: Record<string, Ohlc> = {
  'ethusdt-1440': JSON.parse(ethusdt1440) as Ohlc,
  'eurusd-oanda-1440': JSON.parse(eurusdOanda1440) as Ohlc,
  'talib-regression-252': JSON.parse(talibRegression252) as Ohlc,
  synthetic: JSON.parse(synthetic) as Ohlc,
  'decimal-ticks': JSON.parse(decimalTicks) as Ohlc,
};

function nonZero(codes: Int16Array): number[] {
  const hits: number[] = [];
  codes.forEach((code, i) => {
    if (code !== 0) hits.push(i, code);
  });
  return hits;
}

const patterns = CANDLESTICK_PATTERNS.map((p) => [p.taLib, p] as const);

describe.each(Object.keys(datasets))('TA-Lib parity on %s', (name) => {
  const d = datasets[name] as Ohlc;
  const want = expected.hits[name] ?? {};

  it.each(patterns)('%s gives the codes TA-Lib gives on every bar', (taLib, pattern) => {
    expect(want[taLib]).toBeDefined();
    expect(nonZero(pattern.detect(d.open, d.high, d.low, d.close))).toEqual(want[taLib]);
  });
});

describe.each(Object.keys(expected.penetrationHits))('TA-Lib parity with penetration, %s', (key) => {
  const [name = '', penetration = ''] = key.split('@');
  const d = datasets[name] as Ohlc;
  const penetrating = patterns.filter(([taLib]) => expected.defaults[taLib] !== undefined);

  it.each(penetrating)('%s gives the codes TA-Lib gives on every bar', (taLib, pattern) => {
    const codes = pattern.detect(d.open, d.high, d.low, d.close, { penetration: Number(penetration) });
    expect(nonZero(codes)).toEqual(expected.penetrationHits[key]?.[taLib]);
  });
});

describe('TA-Lib coverage', () => {
  it('has one detector for each of TA-Lib 0.6 CDL functions', () => {
    const ours = CANDLESTICK_PATTERNS.map((p) => p.taLib).sort();
    expect(ours).toEqual(Object.keys(expected.lookbacks).sort());
    expect(ours).toHaveLength(61);
  });

  it.each(patterns)('%s starts scoring at the bar TA-Lib starts at, with its default options', (taLib, p) => {
    expect(p.lookback).toBe(expected.lookbacks[taLib]);
    expect(p.defaultPenetration).toBe(expected.defaults[taLib]?.optInPenetration ?? null);
  });

  it('meets every code each pattern can give somewhere in the fixtures', () => {
    const seen = new Set<string>();
    for (const byPattern of Object.values(expected.hits)) {
      for (const [taLib, hits] of Object.entries(byPattern)) {
        for (let k = 1; k < hits.length; k += 2) seen.add(`${taLib}:${hits[k]}`);
      }
    }
    for (const { taLib } of CANDLESTICK_PATTERNS) {
      expect(
        [...seen].some((s) => s.startsWith(`${taLib}:`)),
        taLib,
      ).toBe(true);
    }
    // The mirrored, weaker and confirmed variants are in too.
    for (const code of ['CDLENGULFING:-80', 'CDLHARAMI:80', 'CDLHIKKAKE:200', 'CDLBREAKAWAY:100']) {
      expect(seen.has(code), code).toBe(true);
    }
  });
});
