import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candleColumnsArbitrary } from '../../../test/arbitrary-candles';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { DEFAULT_PIVOT_SPANS, findPivots, type PivotLevel } from '../../pivots';
import type { CandleColumns } from '../../series';
import { STRATEGIES } from '../registry';
import { signalsOf } from '../signals-of';
import type { Signal } from '../types';
import { isBeforeD } from './harmonic-geometry';
import { acceptedRange, HARMONIC_PATTERNS } from './harmonic-patterns';

const harmonics = STRATEGIES.filter((s) => s.key.startsWith('harmonic.'));
const patternOf = (key: string) =>
  HARMONIC_PATTERNS.find(
    (p) => p.name === key.replace(/^harmonic\./, '').replace(/-(bullish|bearish)$/, ''),
  )!;

const isForming = (signal: Signal) => signal.chartData.projectedD !== undefined;

/**
 * Every harmonic signal on the candles: its points sit on pivots of the match's level and alternate
 * high/low, D (forming: C) is confirmed on the signal candle, each ratio of the table it reports is in its
 * accepted range (as chartData reports it) and the PRZ holds D (forming: the projected D). Returns how many
 * signals were checked.
 */
function checkEverySignal(columns: CandleColumns): number {
  const levels = findPivots(columns.high, columns.low);
  let checked = 0;
  for (const strategy of harmonics) {
    const pattern = patternOf(strategy.key);
    for (const signal of signalsOf(strategy, columns)) {
      const level = signal.pivotType as PivotLevel;
      const forming = isForming(signal);
      const names = (pattern.hasX ? ['X', 'A', 'B', 'C', 'D'] : ['A', 'B', 'C', 'D']).slice(
        0,
        forming ? -1 : undefined,
      );
      const kinds = names.map((name, k) => {
        const point = signal.chartData[name]!;
        const bar = columns.time.indexOf(point.date);
        const pivot = levels[level].find((p) => p.index === bar);
        expect([strategy.key, name, pivot?.price]).toEqual([strategy.key, name, point.value]);
        if (k === names.length - 1) expect(bar + DEFAULT_PIVOT_SPANS[level]).toBe(signal.index);
        return pivot!.kind;
      });
      const dKind = strategy.position === 'buy' ? 'low' : 'high';
      const expected = (forming ? [...names, 'D'] : names)
        .map((_, k, all) => ((all.length - 1 - k) % 2 === 0 ? dKind : dKind === 'low' ? 'high' : 'low'))
        .slice(0, names.length);
      expect(kinds).toEqual(expected);
      for (const range of pattern.ratios) {
        const { low, high } = acceptedRange(range);
        const r = signal.chartData[range.ratio]?.value;
        if (forming && !isBeforeD(range.ratio)) {
          expect(r).toBeUndefined();
          continue;
        }
        expect([strategy.key, range.ratio, r! >= low && r! <= high]).toEqual([
          strategy.key,
          range.ratio,
          true,
        ]);
      }
      const d = signal.chartData[forming ? 'projectedD' : 'D']!.value;
      expect(signal.zone.from <= d && d <= signal.zone.to).toBe(true);
      checked++;
    }
  }
  return checked;
}

/**
 * Every completed pattern whose X, A, B, C fired forming first: the forming match fired earlier (on the candle confirming
 * C) and its projected PRZ holds the completed PRZ. Returns how many pairs were checked.
 */
function checkFormingHoldsCompleted(columns: CandleColumns): number {
  let pairs = 0;
  for (const strategy of harmonics) {
    const signals = signalsOf(strategy, columns);
    const keyOf = (signal: Signal) =>
      ['X', 'A', 'B', 'C'].map((name) => signal.chartData[name]?.date ?? '').join(',');
    const formingByPoints = new Map(signals.filter(isForming).map((s) => [keyOf(s), s]));
    for (const completed of signals.filter((s) => !isForming(s))) {
      const forming = formingByPoints.get(keyOf(completed));
      if (forming === undefined) continue;
      expect(forming.index).toBeLessThan(completed.index);
      const holds =
        forming.zone.from <= completed.zone.from + 1e-9 && completed.zone.to <= forming.zone.to + 1e-9;
      expect([strategy.key, forming.zone, completed.zone, holds]).toEqual([
        strategy.key,
        forming.zone,
        completed.zone,
        true,
      ]);
      pairs++;
    }
  }
  return pairs;
}

describe('harmonic matches (properties)', () => {
  it('forming patterns project a PRZ holding the completed one on the real fixtures', () => {
    const pairs = Object.values(strategyFixtures()).reduce(
      (sum, columns) => sum + checkFormingHoldsCompleted(columns),
      0,
    );
    expect(pairs).toBeGreaterThan(5);
  });

  it('forming patterns project a PRZ holding the completed one on random candles', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ minLength: 200, maxLength: 400 }), (columns) => {
        checkFormingHoldsCompleted(columns);
      }),
      { numRuns: 30 },
    );
  });

  it.each(Object.entries(strategyFixtures()))(
    'keep their table, pivots and alternation on %s',
    (_name, columns) => {
      expect(checkEverySignal(columns)).toBeGreaterThan(10);
    },
  );

  it('keep them on random candles', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ minLength: 200, maxLength: 400 }), (columns) => {
        checkEverySignal(columns);
      }),
      { numRuns: 30 },
    );
  });
});
