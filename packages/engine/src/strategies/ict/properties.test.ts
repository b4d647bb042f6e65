import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candleColumnsArbitrary } from '../../../test/arbitrary-candles';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { findPivots, type PivotLevel } from '../../pivots';
import { type CandleColumns, sliceColumns } from '../../series';
import { STRATEGIES } from '../registry';
import { signalsOf } from '../signals-of';
import type { Signal, Strategy } from '../types';

const icts = STRATEGIES.filter((s) => s.key.startsWith('ict.'));
const bullish = (strategy: Strategy) => strategy.position === 'buy';

/** The bar of a chart point (chart points are dated by candle open time). */
const barOf = (columns: CandleColumns, signal: Signal, name: string) =>
  columns.time.indexOf(signal.chartData[name]!.date);

/**
 * The break every ICT signal stands on: `broken` is a swing of the match's level on the far side (a
 * high for a buy), `break` the first close beyond it, no later than the signal candle.
 */
function checkBreak(columns: CandleColumns, strategy: Strategy, signal: Signal): void {
  const pivots = findPivots(columns.high, columns.low)[signal.pivotType as PivotLevel];
  const broken = barOf(columns, signal, 'broken');
  // The breaking candle is named by the break's kind.
  const kind = 'bos' in signal.chartData ? 'bos' : 'choch';
  expect(Object.keys(signal.chartData)).not.toContain(kind === 'bos' ? 'choch' : 'bos');
  if (/ote|-bos-/.test(strategy.key)) expect(kind).toBe('bos');
  if (/choch/.test(strategy.key)) expect(kind).toBe('choch');
  const at = barOf(columns, signal, kind);
  const pivot = pivots.find((p) => p.index === broken);
  expect([strategy.key, pivot?.kind]).toEqual([strategy.key, bullish(strategy) ? 'high' : 'low']);
  expect(pivot!.confirmedAt).toBeLessThanOrEqual(at);
  expect(at).toBeLessThanOrEqual(signal.index);
  const beyond = (close: number) => (bullish(strategy) ? close > pivot!.price : close < pivot!.price);
  expect(beyond(columns.close[at]!)).toBe(true);
  for (let j = broken + 1; j < at; j++)
    expect([strategy.key, j, beyond(columns.close[j]!)]).toEqual([strategy.key, j, false]);
}

/** The displacement's start: the pullback's extreme between the broken swing and the break. */
function startOf(columns: CandleColumns, buy: boolean, broken: number, at: number): number {
  let start = broken + 1;
  for (let j = broken + 2; j <= at; j++)
    if (buy ? columns.low[j]! <= columns.low[start]! : columns.high[j]! >= columns.high[start]!) start = j;
  return start;
}

function checkEverySignal(columns: CandleColumns): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const strategy of icts) {
    const rule = strategy.key.replace(/^ict\.|-bullish$|-bearish$/g, '');
    const buy = bullish(strategy);
    for (const signal of signalsOf(strategy, columns)) {
      counts[rule] = (counts[rule] ?? 0) + 1;
      checkBreak(columns, strategy, signal);
      expect(signal.zone.from).toBeLessThanOrEqual(signal.zone.to);
      // Trigger and target lie on the side the strategy trades, the invalidation on the other.
      expect(buy ? signal.invalidation <= signal.zone.to : signal.invalidation >= signal.zone.from).toBe(
        true,
      );
      expect(Number.isFinite(signal.trigger) && Number.isFinite(signal.target)).toBe(true);
      const { target, invalidation } = signal;
      expect([
        strategy.key,
        buy ? target! > invalidation : target! < invalidation,
        target,
        invalidation,
      ]).toEqual([strategy.key, true, target, invalidation]);
      if (rule === 'fvg-return') {
        // The gap: candle 1's high below candle 3's low for a buy (the mirror for a sell), two bars apart.
        const c1 = barOf(columns, signal, 'c1');
        const c3 = barOf(columns, signal, 'c3');
        expect(c3 - c1).toBe(2);
        if (buy) {
          expect(signal.chartData.c1!.value).toBe(columns.high[c1]);
          expect(signal.chartData.c3!.value).toBe(columns.low[c3]);
          expect(columns.high[c1]!).toBeLessThan(columns.low[c3]!);
        } else {
          expect(signal.chartData.c1!.value).toBe(columns.low[c1]);
          expect(signal.chartData.c3!.value).toBe(columns.high[c3]);
          expect(columns.low[c1]!).toBeGreaterThan(columns.high[c3]!);
        }
        expect([signal.zone.from, signal.zone.to]).toEqual(
          [signal.chartData.c1!.value, signal.chartData.c3!.value].sort((a, b) => a - b),
        );
        // First return: no candle between c3 and the signal reached the gap.
        for (let j = c3 + 1; j < signal.index; j++)
          expect(buy ? columns.low[j]! > columns.low[c3]! : columns.high[j]! < columns.high[c3]!).toBe(true);
      }
      if (rule === 'order-block-return') {
        // The last opposite candle before the displacement: no candle of that colour after it up to the start.
        const block = barOf(columns, signal, 'obHigh');
        const breaking = barOf(columns, signal, 'bos' in signal.chartData ? 'bos' : 'choch');
        const start = startOf(columns, buy, barOf(columns, signal, 'broken'), breaking);
        const opposite = (j: number) =>
          buy ? columns.close[j]! < columns.open[j]! : columns.close[j]! > columns.open[j]!;
        expect(block).toBeLessThanOrEqual(start);
        expect(opposite(block)).toBe(true);
        for (let j = block + 1; j <= start; j++) expect(opposite(j)).toBe(false);
        expect([signal.zone.from, signal.zone.to]).toEqual([columns.low[block], columns.high[block]]);
      }
    }
  }
  return counts;
}

describe('ICT matches (properties)', () => {
  it.each(Object.entries(strategyFixtures()))(
    'stand on a real break, gap and block on %s',
    (_name, columns) => {
      const counts = checkEverySignal(columns);
      expect(counts['fvg-return'] ?? 0).toBeGreaterThan(3);
      expect(counts['order-block-return'] ?? 0).toBeGreaterThan(10);
    },
  );

  it('stand on them on random candles', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ minLength: 100, maxLength: 300 }), (columns) => {
        checkEverySignal(columns);
      }),
      { numRuns: 30 },
    );
  });

  it('see on a prefix exactly the signals of the whole series up to its last candle (no look-ahead)', () => {
    const columns = strategyFixtures()['btcusdt-240']!;
    const length = columns.time.length;
    for (const end of [150, 333, 478, 485, length - 7]) {
      const prefix = sliceColumns(columns, 0, end + 1);
      for (const strategy of icts) {
        const whole = signalsOf(strategy, columns).filter((s) => s.index <= end);
        expect([strategy.key, end, signalsOf(strategy, prefix)]).toEqual([strategy.key, end, whole]);
      }
    }
  });
});
