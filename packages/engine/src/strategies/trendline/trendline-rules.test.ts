import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candleColumnsArbitrary } from '../../../test/arbitrary-candles';
import { candlesFromCloses, ramp } from '../../../test/constructed-candles';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { signalAt, signalBars } from '../../../test/strategy-helpers';
import { type CandleColumns, sliceColumns } from '../../series';
import { ATR_14, BatchContext } from '../context';
import { exceeds } from '../signal-rules';
import {
  MIN_CHANNEL_TOUCHES,
  MIN_TOUCHES,
  TRENDLINE_LEVELS,
  type Trendline,
  trendlineEndingAt,
} from './trendline-rules';

/** Every line the rule builds on a series: one per pivot that ends one. */
function linesOf(columns: CandleColumns): Trendline[] {
  const context = new BatchContext(columns);
  const atr = context.indicator(ATR_14).atr;
  const levels = context.pivots();
  return TRENDLINE_LEVELS.flatMap((level) =>
    levels[level].flatMap((_, k) => trendlineEndingAt(context, atr, level, levels[level], k) ?? []),
  );
}

/** The trendline rule's promises, whatever the candles. */
function expectLinesHold(columns: CandleColumns): number {
  const context = new BatchContext(columns);
  const lines = linesOf(columns);
  for (const t of lines) {
    const pivots = context.pivots()[t.level];
    expect(t.touches.length).toBeGreaterThanOrEqual(MIN_TOUCHES);
    for (const touch of t.touches) {
      // Every touch is a pivot of the line's level and kind, within the tolerance of the line.
      expect(pivots).toContainEqual(touch);
      expect(touch.kind).toBe(t.kind);
      expect(Math.abs(touch.price - t.line.valueAt(touch.index))).toBeLessThanOrEqual(
        t.line.tolerance * (1 + 1e-9),
      );
    }
    // No close beyond the line from the first touch to the last.
    const first = t.touches[0]!.index;
    const last = t.touches.at(-1)!.index;
    for (let x = first; x <= last; x++) {
      const y = t.line.valueAt(x);
      expect(t.kind === 'low' ? exceeds(y, columns.close[x]!) : exceeds(columns.close[x]!, y)).toBe(false);
    }
    expect(t.formedAt).toBe(t.touches.at(-1)!.confirmedAt);
    if (t.channel !== null) {
      expect(t.channel.touches.length).toBeGreaterThanOrEqual(MIN_CHANNEL_TOUCHES);
      expect(t.channel.line.slope).toBe(t.line.slope);
      for (const touch of t.channel.touches) expect(touch.kind).not.toBe(t.kind);
    }
  }
  return lines.length;
}

describe('trendlines', () => {
  it('touch only pivots of their level, on the line, with no close across it (fixtures)', () => {
    let lines = 0;
    for (const columns of Object.values(strategyFixtures())) lines += expectLinesHold(columns);
    expect(lines).toBeGreaterThan(100);
  }, 30_000);

  it('keep those promises on random candles with flat runs', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ minLength: 30, maxLength: 300 }), (columns) => {
        expectLinesHold(columns);
      }),
      { numRuns: 40 },
    );
  });

  it('fire on no candle a prefix of the series would not (no look-ahead)', () => {
    const columns = strategyFixtures()['btcusdt-240']!;
    const keys = [
      'trendline.break-bullish',
      'trendline.break-bearish',
      'trendline.retest-bullish',
      'trendline.retest-bearish',
      'trendline.bounce-bullish',
      'trendline.bounce-bearish',
      'trendline.channel-break-bullish',
      'trendline.channel-break-bearish',
    ];
    const all = Object.fromEntries(keys.map((key) => [key, signalBars(key, columns)]));
    fc.assert(
      fc.property(fc.integer({ min: 20, max: columns.time.length }), (end) => {
        const prefix = sliceColumns(columns, 0, end);
        for (const key of keys) {
          expect([key, signalBars(key, prefix)]).toEqual([key, all[key]!.filter((bar) => bar < end)]);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('a rising support line worked out by hand', () => {
  // Ten-bar swings whose bottoms rise by 2: closes 100, 102, 104, 106 at bars 5, 15, 25, 35, each
  // bar's low half a point under the lower of open and close. The lows line: 99.5 + 0.2 per bar from
  // bar 5. After the fourth bottom price rises to 116 and then falls 3 a bar through the line.
  const closes = [...ramp(112, -2, 6)];
  for (let k = 0; k < 4; k++) {
    const bottom = 100 + 2 * k;
    closes.push(...ramp(bottom, 2, 5));
    if (k < 3) closes.push(...ramp(bottom + 10, -(10 - 2) / 5, 5));
  }
  closes.push(...ramp(closes.at(-1)!, -3, 12));
  const columns = candlesFromCloses(closes);
  const line = (x: number) => 99.5 + 0.2 * (x - 5);
  const bottoms = [5, 15, 25, 35];

  it('puts the bottoms where the comment says', () => {
    expect(bottoms.map((bar) => columns.low[bar])).toEqual([99.5, 101.5, 103.5, 105.5]);
  });

  it('breaks on the first close under the line after the last touch', () => {
    const first = closes.findIndex((close, x) => x > 35 && close < line(x));
    expect(signalBars('trendline.break-bearish', columns)).toEqual([first]);
    const signal = signalAt('trendline.break-bearish', columns, first)!;
    expect(signal.zone.from).toBeLessThan(line(first));
    expect(signal.zone.to).toBeGreaterThan(line(first));
    expect(signal.chartData.end!.value).toBeCloseTo(line(first), 9);
    expect(signal.chartData.start!.value).toBeCloseTo(99.5, 9);
    expect([signal.chartData.t1, signal.chartData.t4].map((p) => p!.date)).toEqual([
      columns.time[5],
      columns.time[35],
    ]);
  });

  it('bounces when the third bottom is confirmed (two bars later at SuperMinor, five at Minor)', () => {
    expect(signalBars('trendline.bounce-bullish', columns)).toEqual([27, 30, 37, 40]);
    expect(signalAt('trendline.bounce-bullish', columns, 30)!.pivotType).toBe('Minor');
  });
});
