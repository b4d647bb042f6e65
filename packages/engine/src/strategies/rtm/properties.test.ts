import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candleColumnsArbitrary } from '../../../test/arbitrary-candles';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { type CandleColumns, sliceColumns } from '../../series';
import { ATR_14, BatchContext } from '../context';
import { STRATEGIES } from '../registry';
import { signalsOf } from '../signals-of';
import { RETURN_GAP, RTM_REACH } from './rtm-walk';
import { BASE_BODY_MAX, LEG_BODY_ATR, LEG_BODY_MIN, MAX_BASE } from './rtm-zones';

const rtms = STRATEGIES.filter((s) => s.key.startsWith('rtm.'));

/**
 * Every RTM signal on the candles, checked from the candles alone: each base candle's body is at most
 * BASE_BODY_MAX of its range, the leg-in and leg-out bodies at least LEG_BODY_MIN of theirs and
 * LEG_BODY_ATR x ATR(14); the zone is the base's range and the leg-out closes beyond it; the base's key
 * names the legs' directions; the signal candle is the first to reach the zone since the leg-out,
 * RETURN_GAP or more candles later, and does not close beyond its far edge. Returns the count.
 */
function checkEverySignal(columns: CandleColumns): number {
  const atr = new BatchContext(columns).indicator(ATR_14).atr;
  const bar = (date: number) => columns.time.indexOf(date);
  const body = (j: number) => Math.abs(columns.close[j]! - columns.open[j]!);
  const range = (j: number) => columns.high[j]! - columns.low[j]!;
  const rally = (j: number) => columns.close[j]! > columns.open[j]!;
  let checked = 0;
  for (const strategy of rtms) {
    const demand = strategy.position === 'buy';
    for (const signal of signalsOf(strategy, columns)) {
      const legIn = bar(signal.chartData.legIn!.date);
      const baseFrom = bar(signal.chartData.zoneTop!.date);
      const legOut = bar(signal.chartData.legOut!.date);
      expect(baseFrom).toBe(legIn + 1);
      expect(legOut - baseFrom).toBeGreaterThanOrEqual(1);
      expect(legOut - baseFrom).toBeLessThanOrEqual(MAX_BASE);
      for (let j = baseFrom; j < legOut; j++) expect(body(j)).toBeLessThanOrEqual(BASE_BODY_MAX * range(j));
      for (const j of [legIn, legOut]) {
        expect(body(j)).toBeGreaterThanOrEqual(LEG_BODY_MIN * range(j));
        expect(body(j)).toBeGreaterThanOrEqual(LEG_BODY_ATR * atr[j]!);
      }
      const bars = Array.from({ length: legOut - baseFrom }, (_, k) => baseFrom + k);
      const top = Math.max(...bars.map((j) => columns.high[j]!));
      const bottom = Math.min(...bars.map((j) => columns.low[j]!));
      expect(signal.zone).toEqual({ from: bottom, to: top });
      expect(rally(legOut)).toBe(demand);
      expect(demand ? columns.close[legOut]! > top : columns.close[legOut]! < bottom).toBe(true);
      const base = strategy.key.match(/^rtm\.(drop|rally)-base-(rally|drop)$/);
      if (base)
        expect([rally(legIn) ? 'rally' : 'drop', rally(legOut) ? 'rally' : 'drop']).toEqual(base.slice(1));
      const reaches = (j: number) => (demand ? columns.low[j]! <= top : columns.high[j]! >= bottom);
      expect(signal.index - legOut).toBeGreaterThanOrEqual(RETURN_GAP);
      expect(signal.index - legOut).toBeLessThanOrEqual(RTM_REACH);
      for (let j = legOut + 1; j < signal.index; j++) expect(reaches(j)).toBe(false);
      expect(reaches(signal.index)).toBe(true);
      const close = columns.close[signal.index]!;
      expect(demand ? close >= bottom : close <= top).toBe(true);
      checked++;
    }
  }
  return checked;
}

describe('RTM matches (properties)', () => {
  it.each(Object.entries(strategyFixtures()))(
    'keep their base, legs and first return on %s',
    (name, columns) => {
      // The daily fixtures hold dozens of returns, the 4h one a few; the 480 hourly candles none.
      expect(checkEverySignal(columns)).toBeGreaterThanOrEqual(
        name.endsWith('1440') ? 20 : name.endsWith('240') ? 3 : 0,
      );
    },
  );

  it('keep them on random candles', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ minLength: 100, maxLength: 300 }), (columns) => {
        checkEverySignal(columns);
      }),
      { numRuns: 30 },
    );
  });

  it('never read ahead: a prefix gives the same signals up to its last candle', () => {
    const columns = strategyFixtures()['eurusd-oanda-1440']!;
    fc.assert(
      fc.property(fc.integer({ min: 50, max: columns.time.length - 1 }), (end) => {
        for (const strategy of rtms) {
          const all = signalsOf(strategy, columns).filter((s) => s.index < end);
          expect(signalsOf(strategy, sliceColumns(columns, 0, end))).toEqual(all);
        }
      }),
      { numRuns: 8 },
    );
  });
});
