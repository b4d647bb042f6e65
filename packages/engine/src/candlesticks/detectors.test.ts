import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANDLESTICK_PATTERNS } from './catalog';
import talibHits from './fixtures/talib-hits.json?raw';
import { engulfing, eveningStar, matHold, morningStar } from './patterns';

interface Ohlc {
  readonly open: number[];
  readonly high: number[];
  readonly low: number[];
  readonly close: number[];
}

// Candles on a quarter-point grid with gaps, dojis and bare shadows, so ties and rare shapes occur.
const candle = fc.record({
  open: fc.oneof(fc.constant(0), fc.integer({ min: -12, max: 12 })),
  body: fc.oneof(fc.constant(0), fc.integer({ min: -40, max: 40 })),
  upper: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 40 })),
  lower: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 40 })),
});
const ohlcArbitrary = (maxLength = 80): fc.Arbitrary<Ohlc> =>
  fc.array(candle, { maxLength, size: 'max' }).map((steps) => {
    const d: Ohlc = { open: [], high: [], low: [], close: [] };
    let close = 400;
    for (const s of steps) {
      const open = close + s.open;
      close = open + s.body;
      d.open.push(open / 4);
      d.close.push(close / 4);
      d.high.push((Math.max(open, close) + s.upper) / 4);
      d.low.push((Math.min(open, close) - s.lower) / 4);
    }
    return d;
  });

const slice = (d: Ohlc, end: number): Ohlc => ({
  open: d.open.slice(0, end),
  high: d.high.slice(0, end),
  low: d.low.slice(0, end),
  close: d.close.slice(0, end),
});

// Every code TA-Lib gave per pattern over all fixtures (bench/oracle/candles-fixtures.mjs).
const talibCodes = new Map<string, Set<number>>();
for (const byPattern of Object.values(
  (JSON.parse(talibHits) as { hits: Record<string, Record<string, number[]>> }).hits,
)) {
  for (const [taLib, hits] of Object.entries(byPattern)) {
    const codes = talibCodes.get(taLib) ?? new Set([0]);
    for (let k = 1; k < hits.length; k += 2) codes.add(hits[k] as number);
    talibCodes.set(taLib, codes);
  }
}

describe.each(CANDLESTICK_PATTERNS.map((p) => [p.name, p] as const))('%s', (_, pattern) => {
  it('returns one code per candle, 0 before its lookback, only codes TA-Lib gives', () => {
    let scored = 0;
    fc.assert(
      fc.property(ohlcArbitrary(), (d) => {
        const codes = pattern.detect(d.open, d.high, d.low, d.close);
        scored += Math.max(0, codes.length - pattern.lookback);
        expect(codes).toHaveLength(d.close.length);
        for (let i = 0; i < Math.min(pattern.lookback, codes.length); i++) expect(codes[i]).toBe(0);
        for (const code of codes) expect(talibCodes.get(pattern.taLib)?.has(code)).toBe(true);
      }),
      { numRuns: 40 },
    );
    // Most generated series must reach past the lookback, or the rules were never exercised.
    expect(scored).toBeGreaterThan(40 * 10);
  });

  it('never changes a scored bar when later candles arrive', () => {
    fc.assert(
      fc.property(ohlcArbitrary(), fc.nat(), (d, cut) => {
        const end = d.close.length === 0 ? 0 : cut % (d.close.length + 1);
        const full = pattern.detect(d.open, d.high, d.low, d.close);
        const prefix = slice(d, end);
        expect(pattern.detect(prefix.open, prefix.high, prefix.low, prefix.close)).toEqual(
          full.subarray(0, end),
        );
      }),
      { numRuns: 40 },
    );
  });
});

describe('detector inputs', () => {
  const d = { open: [10, 9, 8.5], high: [10.5, 9.5, 11], low: [8.8, 8.2, 8.4], close: [9, 8.5, 10.8] };

  it('reads typed arrays and plain arrays alike', () => {
    const typed = engulfing(
      Float64Array.from(d.open),
      Float64Array.from(d.high),
      Float64Array.from(d.low),
      Float64Array.from(d.close),
    );
    expect(typed).toEqual(engulfing(d.open, d.high, d.low, d.close));
    // White 8.5 -> 10.8 wraps the black 9 -> 8.5 body and shares its 8.5 edge: TA-Lib's weaker +80.
    expect([...typed]).toEqual([0, 0, 80]);
  });

  it('rejects columns of different lengths and a negative penetration', () => {
    expect(() => engulfing(d.open, d.high, d.low, d.close.slice(1))).toThrow(RangeError);
    expect(() => morningStar(d.open, d.high, d.low, d.close, { penetration: -0.1 })).toThrow(RangeError);
  });
});

describe('penetration', () => {
  const hitCount = (codes: Int16Array): number => codes.filter((c) => c !== 0).length;
  const isSubset = (a: Int16Array, b: Int16Array): boolean =>
    a.every((code, i) => code === 0 || code === b[i]);

  it('a deeper required close into the first body keeps a subset of the star hits', () => {
    fc.assert(
      fc.property(ohlcArbitrary(80), (d) => {
        for (const star of [morningStar, eveningStar]) {
          const loose = star(d.open, d.high, d.low, d.close, { penetration: 0 });
          const strict = star(d.open, d.high, d.low, d.close, { penetration: 0.6 });
          expect(isSubset(strict, loose)).toBe(true);
          expect(hitCount(strict)).toBeLessThanOrEqual(hitCount(loose));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('for the mat hold it is how far the pause may sink, so a larger one keeps a superset', () => {
    fc.assert(
      fc.property(ohlcArbitrary(80), (d) => {
        const shallow = matHold(d.open, d.high, d.low, d.close, { penetration: 0.2 });
        const deep = matHold(d.open, d.high, d.low, d.close, { penetration: 0.8 });
        expect(isSubset(shallow, deep)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
