import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candleColumnsArbitrary } from '../../../test/arbitrary-candles';
import { candlesFromCloses, ramp } from '../../../test/constructed-candles';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { signalAt, signalBars } from '../../../test/strategy-helpers';
import { pivotTypeAt } from '../../pivots';
import { type CandleColumns, sliceColumns } from '../../series';
import { ATR_14, BatchContext } from '../context';
import {
  AGE_BARS,
  LEVEL_LENGTH,
  LEVEL_PIVOTS,
  levelEndingAt,
  MIN_LEVEL_TOUCHES,
  type PriceLevel,
  TOUCH_WEIGHTS,
} from './level-rules';

function levelsOf(columns: CandleColumns): PriceLevel[] {
  const context = new BatchContext(columns);
  const atr = context.indicator(ATR_14).atr;
  const levels = context.pivots();
  return levels[LEVEL_PIVOTS].flatMap((_, k) => levelEndingAt(context, atr, levels, k) ?? []);
}

/** Every level has its touches: Minor pivots within the tolerance of its price, strength as stated. */
function expectLevelsHaveTouches(columns: CandleColumns): number {
  const context = new BatchContext(columns);
  const levels = levelsOf(columns);
  for (const level of levels) {
    const last = level.touches.at(-1)!;
    expect(level.touches.length).toBeGreaterThanOrEqual(MIN_LEVEL_TOUCHES);
    expect(last.index - level.touches[0]!.index).toBeLessThanOrEqual(LEVEL_LENGTH);
    expect(level.line.holds).toBe(last.kind);
    expect(level.formedAt).toBe(last.confirmedAt);
    let strength = Math.floor((last.index - level.touches[0]!.index) / AGE_BARS);
    for (const touch of level.touches) {
      expect(context.pivots()[LEVEL_PIVOTS]).toContainEqual(touch);
      expect(Math.abs(touch.price - level.price)).toBeLessThanOrEqual(level.line.tolerance);
      strength += TOUCH_WEIGHTS[pivotTypeAt(context.pivots(), touch.index, { asOf: level.formedAt })];
    }
    expect(level.strength).toBe(strength);
  }
  return levels.length;
}

const KEYS = [
  'support-resistance.breakout-bullish',
  'support-resistance.breakout-bearish',
  'support-resistance.role-flip-bullish',
  'support-resistance.role-flip-bearish',
  'support-resistance.bounce-bullish',
  'support-resistance.bounce-bearish',
];

describe('support / resistance levels', () => {
  it('have their touches on real candles', () => {
    let levels = 0;
    for (const columns of Object.values(strategyFixtures())) levels += expectLevelsHaveTouches(columns);
    expect(levels).toBeGreaterThan(50);
  });

  it('have their touches on random candles with flat runs', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ minLength: 30, maxLength: 300 }), (columns) => {
        expectLevelsHaveTouches(columns);
      }),
      { numRuns: 40 },
    );
  });

  it('fire on no candle a prefix of the series would not (no look-ahead)', () => {
    const columns = strategyFixtures()['eurusd-oanda-1440']!;
    const all = Object.fromEntries(KEYS.map((key) => [key, signalBars(key, columns)]));
    fc.assert(
      fc.property(fc.integer({ min: 20, max: columns.time.length }), (end) => {
        for (const key of KEYS) {
          const bars = signalBars(key, sliceColumns(columns, 0, end));
          expect([key, bars]).toEqual([key, all[key]!.filter((bar) => bar < end)]);
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('a range worked out by hand', () => {
  // A rise to 100, then ten-bar swings between closes 100 and 110 (wicks 0.5): tops (high 110.5) at
  // bars 9, 19, 29, bottoms (low 99.5) at 14, 24, 34. Then 102..108, a close of 111 on bar 39 over
  // the tops, 114 (its low 110.5 still in the level's zone, 0.25 ATR ≈ 0.75), 117 (whole above it),
  // 113, and a dip whose low (111) comes back into the zone and closes 111.5, over the level.
  const closes = [
    ...ramp(90, 2, 5),
    ...[0, 1, 2].flatMap(() => [...ramp(100, 2, 5), ...ramp(110, -2, 5)]),
    ...ramp(100, 2, 4),
    111,
    114,
    117,
    113,
    111.5,
    114,
  ];
  const columns = candlesFromCloses(closes);

  it('sees a resistance at 110.5 from three Minor tops, strength 3', () => {
    const resistance = levelsOf(columns).find((l) => l.line.holds === 'high')!;
    expect(resistance.touches.map((t) => t.index)).toEqual([9, 19, 29]);
    expect(resistance.price).toBe(110.5);
    expect(resistance.strength).toBe(3);
    expect(resistance.formedAt).toBe(34);
  });

  it('breaks out on the first close over it and flips on the first retest after price left the zone', () => {
    expect(signalBars('support-resistance.breakout-bullish', columns)).toEqual([39]);
    expect(signalBars('support-resistance.role-flip-bullish', columns)).toEqual([43]);
    const flip = signalAt('support-resistance.role-flip-bullish', columns, 43)!;
    expect(flip.chartData.level!.value).toBe(110.5);
    expect(flip.chartData.strength!.value).toBe(3);
    expect(flip.invalidation).toBe(flip.zone.from);
    expect(flip.zone.from + flip.zone.to).toBeCloseTo(221, 9);
  });

  it('calls no bounce at the weak support of the three bottoms', () => {
    expect(levelsOf(columns).some((l) => l.line.holds === 'low' && l.touches.length === 3)).toBe(true);
    expect(signalBars('support-resistance.bounce-bullish', columns)).toEqual([]);
  });
});
