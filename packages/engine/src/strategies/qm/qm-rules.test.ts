import { describe, expect, it } from 'vitest';
import { candlesFromCloses, mirrorCandles, ramp } from '../../../test/constructed-candles';
import { signalAt, signalBars } from '../../../test/strategy-helpers';
import { ATR_14, BatchContext } from '../context';
import { QM_ZONE_ATR } from './qm-rules';
import { QM_RETEST_BARS } from './qm-walk';

/** Closes 91..110 (the left shoulder's candle at bar 19), down to 100, up to 120, then `fall`, then `after`. */
const qmCloses = (fall: readonly number[], after: readonly number[]) => [
  ...ramp(90, 1, 20),
  ...ramp(110, -2, 5),
  ...ramp(100, 4, 5),
  ...fall,
  ...after,
];
// Bar 19: the shoulder (high 110.5); bar 24: the low (99.5); bar 29: the head (120.5).
const SHOULDER = 19;
const LOW = 24;
const HEAD = 29;

describe('Quasimodo rule on constructed candles', () => {
  // From the head down to 90 (closes below the low's 99.5 from bar 34), then a bounce confirming the lower low.
  const bearish = candlesFromCloses(qmCloses(ramp(120, -5, 6), ramp(90, 1, 4)));
  const lowerLow = 35;

  it('fires a bearish QM on the candle confirming the lower low, on SuperMinor pivots', () => {
    expect(signalBars('qm.pattern-bearish', bearish)).toEqual([lowerLow + 2]);
    const signal = signalAt('qm.pattern-bearish', bearish, lowerLow + 2)!;
    const time = (bar: number) => bearish.time[bar]!;
    expect(signal.pivotType).toBe('SuperMinor');
    expect(signal.chartData).toMatchObject({
      H: { date: time(SHOULDER), value: 110.5 },
      L: { date: time(LOW), value: 99.5 },
      HH: { date: time(HEAD), value: 120.5 },
      LL: { date: time(lowerLow), value: 89.5 },
    });
    const atr = new BatchContext(bearish).indicator(ATR_14).atr[lowerLow + 2]!;
    expect(signal.zone.to).toBe(110.5);
    expect(signal.zone.from).toBeCloseTo(110.5 - QM_ZONE_ATR * atr, 9);
    expect(signal.chartData.zoneTop).toEqual({ date: time(SHOULDER), value: signal.zone.to });
    // A close above the head voids it; the lower low is the target; back under the zone it triggers.
    expect(signal.invalidation).toBe(120.5);
    expect(signal.target).toBe(89.5);
    expect(signal.trigger).toBe(signal.zone.from);
    expect(signalBars('qm.pattern-bullish', bearish)).toEqual([]);
  });

  it('is the mirror for a bullish QM', () => {
    const bullish = mirrorCandles(bearish, 100);
    expect(signalBars('qm.pattern-bullish', bullish)).toEqual([lowerLow + 2]);
    const signal = signalAt('qm.pattern-bullish', bullish, lowerLow + 2)!;
    expect(signal.chartData.L!.value).toBe(89.5);
    expect(signal.chartData.LL!.value).toBe(79.5);
    expect(signal.zone.from).toBe(89.5);
    expect(signal.invalidation).toBe(79.5);
    expect(signal.target).toBe(110.5);
  });

  it('needs a close beyond the low: a wick under it is no break', () => {
    // Down to closes of 99.8 (lows of 99.3, under the 99.5 low), never a close under 99.5.
    const wickOnly = candlesFromCloses(qmCloses([114, 108, 103, 100.5, 99.8], ramp(99.8, 1, 4)));
    expect(signalBars('qm.pattern-bearish', wickOnly)).toEqual([]);
  });

  it('calls it over-and-under only when a close also went above the shoulder on the way to the head', () => {
    // The head's rise closed at 104..120, above the shoulder's 110.5: over-and-under.
    expect(signalBars('qm.over-under-bearish', bearish)).toEqual([lowerLow + 2]);
    // A head made by one wick: the rise closes at most 110.2, one candle's high reaching 113.
    const wickHead = candlesFromCloses([
      ...ramp(90, 1, 20),
      ...ramp(110, -2, 5),
      ...[102, 104, 106, 108, 110.2, 106, 100, 95, 90],
      ...ramp(90, 1, 4),
    ]);
    wickHead.high[HEAD] = 113;
    expect(signalBars('qm.pattern-bearish', wickHead)).toHaveLength(1);
    expect(signalBars('qm.over-under-bearish', wickHead)).toEqual([]);
  });

  it('retests on the first candle back at the shoulder that closes under the zone top, once', () => {
    // After the lower low, back up to 110 (the high 110.5 reaches the zone), down, and up to it again.
    const closes = qmCloses(ramp(120, -5, 6), [...ramp(90, 4, 5), 106, 102, 106, 110]);
    const retest = candlesFromCloses(closes);
    const first = lowerLow + 5;
    expect(retest.high[first]).toBeGreaterThanOrEqual(
      signalAt('qm.pattern-bearish', retest, lowerLow + 2)!.zone.from,
    );
    expect(signalBars('qm.retest-bearish', retest)).toEqual([first]);
    const signal = signalAt('qm.retest-bearish', retest, first)!;
    expect(signal.trigger).toBe(retest.low[first]);
    expect(signal.target).toBe(89.5);
  });

  it('does not retest after the retest window or through a close above the zone', () => {
    const late = candlesFromCloses(
      qmCloses(ramp(120, -5, 6), [...Array.from({ length: QM_RETEST_BARS }, () => 92), ...ramp(92, 3, 6)]),
    );
    expect(signalBars('qm.retest-bearish', late)).toEqual([]);
    // Straight back through the zone: the first candle reaching it closes above its top.
    const through = candlesFromCloses(qmCloses(ramp(120, -5, 6), [...ramp(90, 4, 4), 112]));
    expect(signalBars('qm.retest-bearish', through)).toEqual([]);
  });
});
