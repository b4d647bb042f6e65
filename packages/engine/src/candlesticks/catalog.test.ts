import { describe, expect, it } from 'vitest';
import { CANDLESTICK_PATTERNS, signalOf } from './catalog';
import talibHits from './fixtures/talib-hits.json?raw';
import * as detectors from './patterns';

// Signs TA-Lib gave per pattern across all fixtures (bench/oracle/candles-fixtures.mjs).
const signs = new Map<string, Set<number>>();
for (const byPattern of Object.values(
  (JSON.parse(talibHits) as { hits: Record<string, Record<string, number[]>> }).hits,
)) {
  for (const [taLib, hits] of Object.entries(byPattern)) {
    const seen = signs.get(taLib) ?? new Set<number>();
    for (let k = 1; k < hits.length; k += 2) seen.add(Math.sign(hits[k] as number));
    signs.set(taLib, seen);
  }
}

describe('CANDLESTICK_PATTERNS', () => {
  it('lists every exported detector once, under its export name', () => {
    const names = CANDLESTICK_PATTERNS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(detectors).sort());
    const byName = new Map(Object.entries(detectors));
    for (const p of CANDLESTICK_PATTERNS) expect(p.detect).toBe(byName.get(p.name));
    expect(new Set(CANDLESTICK_PATTERNS.map((p) => p.taLib)).size).toBe(names.length);
  });

  it('gives an English and a Persian display name', () => {
    for (const p of CANDLESTICK_PATTERNS) {
      expect(p.en.length, p.name).toBeGreaterThan(2);
      expect(p.fa, p.name).toMatch(/^[\u0600-\u06FF\u200C /]+$/);
    }
  });

  it('reads no more candles than its lookback leaves before the scored bar', () => {
    for (const p of CANDLESTICK_PATTERNS) {
      expect(p.candles, p.name).toBeGreaterThanOrEqual(1);
      expect(p.candles - 1, p.name).toBeLessThanOrEqual(p.lookback);
    }
  });

  it('calls a pattern two-sided exactly when TA-Lib scores it with both signs', () => {
    for (const p of CANDLESTICK_PATTERNS) {
      const seen = signs.get(p.taLib);
      if (p.direction === 'both') expect(seen, p.name).toEqual(new Set([1, -1]));
      if (p.direction === 'bullish') expect(seen, p.name).toEqual(new Set([1]));
      // Gravestone doji reads bearish, yet TA-Lib scores every doji shape +100.
      if (p.direction === 'bearish')
        expect(seen, p.name).toEqual(new Set([p.name === 'gravestoneDoji' ? 1 : -1]));
    }
  });
});

describe('signalOf', () => {
  const byName = (name: string) =>
    CANDLESTICK_PATTERNS.find((p) => p.name === name) ?? CANDLESTICK_PATTERNS[0]!;

  it('reads the sign of a two-sided pattern', () => {
    expect(signalOf(byName('engulfing'), 80)).toBe('bullish');
    expect(signalOf(byName('engulfing'), -100)).toBe('bearish');
  });

  it('reads a one-sided pattern by its meaning, not its sign', () => {
    expect(signalOf(byName('gravestoneDoji'), 100)).toBe('bearish');
    expect(signalOf(byName('hammer'), 100)).toBe('bullish');
    expect(signalOf(byName('spinningTop'), -100)).toBe('neutral');
  });

  it('gives null where the pattern did not fire', () => {
    expect(signalOf(byName('engulfing'), 0)).toBeNull();
  });
});
