import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candleColumnsArbitrary } from '../../../test/arbitrary-candles';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { findPivots, type PivotLevel } from '../../pivots';
import type { CandleColumns } from '../../series';
import { STRATEGIES } from '../registry';
import { signalsOf } from '../signals-of';
import { EXTENSIONS, RETRACEMENTS } from './fib-levels';

const fibs = STRATEGIES.filter((s) => s.key.startsWith('fibonacci.'));

/**
 * Every Fibonacci signal's leg is a real completed leg: its two ends are consecutive swings of the
 * match's level (a high and a low, the end confirmed by the signal candle), the leg moves the way its
 * kinds say, and every level is the ratio of that leg. Returns how many signals were checked.
 */
function checkEverySignal(columns: CandleColumns): number {
  const levels = findPivots(columns.high, columns.low);
  let checked = 0;
  for (const strategy of fibs) {
    for (const signal of signalsOf(strategy, columns)) {
      const pivots = levels[signal.pivotType as PivotLevel];
      const { start, end } = signal.chartData as Record<string, { date: number; value: number }>;
      const s = pivots.findIndex((p) => p.index === columns.time.indexOf(start!.date));
      const e = pivots.findIndex((p) => p.index === columns.time.indexOf(end!.date));
      expect([strategy.key, s >= 0, e > s]).toEqual([strategy.key, true, true]);
      expect([pivots[s]!.price, pivots[e]!.price]).toEqual([start!.value, end!.value]);
      expect(pivots[s]!.kind).not.toBe(pivots[e]!.kind);
      // Pivots between the ends only repeat the end's kind (its run, moving outward to the end).
      for (let k = s + 1; k < e; k++) expect(pivots[k]!.kind).toBe(pivots[e]!.kind);
      expect(pivots[e]!.confirmedAt).toBeLessThanOrEqual(signal.index);
      const leg = end!.value - start!.value;
      expect(pivots[e]!.kind === 'high' ? leg > 0 : leg < 0).toBe(true);
      // A retracement's signal candle stays inside the leg (its wick does not pass the leg's start).
      if (!strategy.key.includes('extension')) {
        const wick = pivots[e]!.kind === 'high' ? columns.low[signal.index]! : columns.high[signal.index]!;
        expect(pivots[e]!.kind === 'high' ? wick >= start!.value : wick <= start!.value).toBe(true);
      }
      for (const r of RETRACEMENTS)
        expect(signal.chartData[`r${r}`]!.value).toBeCloseTo(end!.value - r * leg, 9);
      for (const x of EXTENSIONS)
        expect(signal.chartData[`e${x}`]!.value).toBeCloseTo(start!.value + x * leg, 9);
      checked++;
    }
  }
  return checked;
}

describe('Fibonacci matches (properties)', () => {
  it.each(Object.entries(strategyFixtures()))('stand on a completed pivot leg on %s', (_name, columns) => {
    expect(checkEverySignal(columns)).toBeGreaterThan(20);
  });

  it('stand on one on random candles', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ minLength: 100, maxLength: 300 }), (columns) => {
        checkEverySignal(columns);
      }),
      { numRuns: 30 },
    );
  });
});
