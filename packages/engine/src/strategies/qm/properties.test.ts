import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candleColumnsArbitrary } from '../../../test/arbitrary-candles';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { DEFAULT_PIVOT_SPANS, findPivots, type Pivot, type PivotLevel } from '../../pivots';
import { type CandleColumns, sliceColumns } from '../../series';
import { STRATEGIES } from '../registry';
import { exceeds } from '../signal-rules';
import { signalsOf } from '../signals-of';
import { QM_POINTS } from './define-qm';
import { QM_RETEST_BARS } from './qm-walk';

const qms = STRATEGIES.filter((s) => s.key.startsWith('qm.'));

/**
 * Every QM signal on the candles: its four points are pivots of the match's level, alternating (bearish:
 * high, low, high, low); the head is beyond the shoulder and the last point beyond the swing; a close
 * went beyond the swing after the head, by the candle confirming the last point; over-and-under also
 * closed beyond the shoulder on the way to the head; the zone stands at the shoulder. Returns the count.
 */
function checkEverySignal(columns: CandleColumns): number {
  const levels = findPivots(columns.high, columns.low);
  let checked = 0;
  for (const strategy of qms) {
    const bearish = strategy.position === 'sell';
    const s = bearish ? 1 : -1;
    const names = QM_POINTS[bearish ? 'bearish' : 'bullish'];
    for (const signal of signalsOf(strategy, columns)) {
      const level = signal.pivotType as PivotLevel;
      const [shoulder, swing, head, last] = names.map((name) => {
        const point = signal.chartData[name]!;
        const bar = columns.time.indexOf(point.date);
        const pivot = levels[level].find((p) => p.index === bar);
        expect([strategy.key, name, pivot?.price]).toEqual([strategy.key, name, point.value]);
        return pivot!;
      }) as [Pivot, Pivot, Pivot, Pivot];
      const kinds = [shoulder, swing, head, last].map((p) => p.kind);
      expect(kinds).toEqual(bearish ? ['high', 'low', 'high', 'low'] : ['low', 'high', 'low', 'high']);
      expect(s * head.price).toBeGreaterThan(s * shoulder.price);
      expect(s * last.price).toBeLessThan(s * swing.price);
      const completed = last.index + DEFAULT_PIVOT_SPANS[level];
      const beyond = (bar: number, price: number, dir: 1 | -1) =>
        dir === 1 ? exceeds(price, columns.close[bar]!) : exceeds(columns.close[bar]!, price);
      const bars = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);
      expect(bars(head.index + 1, completed).some((bar) => beyond(bar, swing.price, s))).toBe(true);
      if (strategy.key.startsWith('qm.over-under'))
        expect(
          bars(swing.index + 1, head.index).some((bar) => beyond(bar, shoulder.price, s === 1 ? -1 : 1)),
        ).toBe(true);
      if (strategy.key.startsWith('qm.retest')) {
        expect(signal.index - completed).toBeGreaterThan(0);
        expect(signal.index - completed).toBeLessThanOrEqual(QM_RETEST_BARS);
        expect(
          bearish
            ? columns.high[signal.index]! >= signal.zone.from
            : columns.low[signal.index]! <= signal.zone.to,
        ).toBe(true);
      } else expect(signal.index).toBe(completed);
      expect(bearish ? signal.zone.to : signal.zone.from).toBe(shoulder.price);
      expect(signal.invalidation).toBe(head.price);
      checked++;
    }
  }
  return checked;
}

describe('QM matches (properties)', () => {
  it.each(Object.entries(strategyFixtures()))(
    'keep their pivots, alternation and break on %s',
    (_name, columns) => {
      expect(checkEverySignal(columns)).toBeGreaterThan(10);
    },
  );

  it('keep them on random candles', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ minLength: 150, maxLength: 300 }), (columns) => {
        checkEverySignal(columns);
      }),
      { numRuns: 25 },
    );
  });

  it('never read ahead: a prefix gives the same signals up to its last candle', () => {
    const columns = strategyFixtures()['ethusdt-1440']!;
    fc.assert(
      fc.property(fc.integer({ min: 50, max: columns.time.length - 1 }), (end) => {
        for (const strategy of qms) {
          const all = signalsOf(strategy, columns).filter((s) => s.index < end);
          expect(signalsOf(strategy, sliceColumns(columns, 0, end))).toEqual(all);
        }
      }),
      { numRuns: 8 },
    );
  });
});
