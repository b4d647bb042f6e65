import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candleColumnsArbitrary } from '../../../test/arbitrary-candles';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { DEFAULT_PIVOT_SPANS, findPivots, type PivotLevel } from '../../pivots';
import type { CandleColumns } from '../../series';
import { STRATEGIES } from '../registry';
import { signalsOf } from '../signals-of';
import { acceptedRange, HARMONIC_PATTERNS } from './harmonic-patterns';

const harmonics = STRATEGIES.filter((s) => s.key.startsWith('harmonic.'));
const patternOf = (key: string) =>
  HARMONIC_PATTERNS.find(
    (p) => p.name === key.replace(/^harmonic\./, '').replace(/-(bullish|bearish)$/, ''),
  )!;

/**
 * Every harmonic signal on the candles: its points sit on pivots of the match's level and alternate
 * high/low, D is confirmed on the signal candle, each ratio of the table is in its accepted range
 * (as chartData reports it) and the PRZ holds D. Returns how many signals were checked.
 */
function checkEverySignal(columns: CandleColumns): number {
  const levels = findPivots(columns.high, columns.low);
  let checked = 0;
  for (const strategy of harmonics) {
    const pattern = patternOf(strategy.key);
    for (const signal of signalsOf(strategy, columns)) {
      const level = signal.pivotType as PivotLevel;
      const names = pattern.hasX ? ['X', 'A', 'B', 'C', 'D'] : ['A', 'B', 'C', 'D'];
      const kinds = names.map((name, k) => {
        const point = signal.chartData[name]!;
        const bar = columns.time.indexOf(point.date);
        const pivot = levels[level].find((p) => p.index === bar);
        expect([strategy.key, name, pivot?.price]).toEqual([strategy.key, name, point.value]);
        if (k === names.length - 1) expect(bar + DEFAULT_PIVOT_SPANS[level]).toBe(signal.index);
        return pivot!.kind;
      });
      const dKind = strategy.position === 'buy' ? 'low' : 'high';
      const expected = names.map((_, k) =>
        (names.length - 1 - k) % 2 === 0 ? dKind : dKind === 'low' ? 'high' : 'low',
      );
      expect(kinds).toEqual(expected);
      for (const range of pattern.ratios) {
        const { low, high } = acceptedRange(range);
        const r = signal.chartData[range.ratio]!.value;
        expect([strategy.key, range.ratio, r >= low && r <= high]).toEqual([strategy.key, range.ratio, true]);
      }
      const d = signal.chartData.D!.value;
      expect(signal.zone.from <= d && d <= signal.zone.to).toBe(true);
      checked++;
    }
  }
  return checked;
}

describe('harmonic matches (properties)', () => {
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
