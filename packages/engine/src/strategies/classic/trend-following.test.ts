import { describe, expect, it } from 'vitest';
import { candlesFromCloses, flat, mirrorCandles, ramp } from '../../../test/constructed-candles';
import { signalAt, signalBars } from '../../../test/strategy-helpers';
import * as ta from '../../indicators';

/** The valley of momentum.test.ts (40 falling closes from 100, then 20 rising; 0.5 wicks). */
const valley = candlesFromCloses([100, ...ramp(100, -1, 40), ...ramp(60, 1, 20)]);
const peak = mirrorCandles(valley, 100);
/** Flat at 100 (no shadows), one candle to 110, flat; and the same stepping back down on bar 225. */
const step = candlesFromCloses([...flat(100, 220), 110, ...flat(110, 10)], { wick: 0, volume: 100 });
const stepBack = candlesFromCloses([...flat(100, 220), ...flat(110, 5), ...flat(100, 10)], { wick: 0 });

const at = (values: Float64Array, bars: readonly number[]) => bars.map((i) => Number(values[i]!.toFixed(4)));

describe('parabolic SAR and SuperTrend flips', () => {
  // TA-Lib SAR (0.02, 0.2): short through the fall; on bar 43 it flips to the extreme low 59.5, under
  // the candle (61.5–63.5), after sitting over bar 42's candle (60.5–62.5) at 62.70.
  it('returns buy when the SAR flips under the candles, with the SAR as the stop', () => {
    expect(at(ta.psar(valley.high, valley.low), [42, 43])).toEqual([62.7015, 59.5]);
    expect(signalBars('classic.psar-bullish-flip', valley).filter((i) => i > 10)).toEqual([43]);
    expect(signalAt('classic.psar-bullish-flip', valley, 43)?.invalidation).toBe(59.5);
    expect(signalBars('classic.psar-bearish-flip', peak).filter((i) => i > 10)).toEqual([43]);
  });

  // Flat: ATR 0, bands at 100, trend down (TradingView starts down unless the close is above the
  // band). The step: TR 10, ATR (0·9 + 10)/10 = 1, lower band 105 − 3 = 102; the close 110 clears 100.
  it('returns buy when SuperTrend(10, 3) turns up, with the new lower band as the stop', () => {
    const { supertrend, direction } = ta.supertrend(step.high, step.low, step.close, 10, 3);
    expect(at(direction, [219, 220])).toEqual([-1, 1]);
    expect(at(supertrend, [220])).toEqual([102]);
    expect(signalBars('classic.supertrend-bullish-flip', step)).toEqual([220]);
    expect(signalAt('classic.supertrend-bullish-flip', step, 220)?.invalidation).toBe(102);
    expect(signalBars('classic.supertrend-bullish-flip', valley)).toEqual([47]);
  });

  it('returns sell when SuperTrend turns down as the close falls back under the trailing band', () => {
    const { supertrend, direction } = ta.supertrend(stepBack.high, stepBack.low, stepBack.close, 10, 3);
    expect(at(direction, [224, 225])).toEqual([1, -1]);
    expect(at(supertrend, [224])).toEqual([108.0317]);
    expect(signalBars('classic.supertrend-bearish-flip', stepBack)).toEqual([225]);
  });
});

describe('ADX and Ichimoku crosses', () => {
  // The step is all +DM: +DI jumps from 0 to 100 on bar 220 (a DI cross) and ADX, Wilder-smoothed DX of
  // 100, climbs 7.14, 13.78, 19.93, 25.65: through 20 on bar 223, three bars after the cross.
  it('returns buy when ADX rises through 20 after +DI crossed −DI', () => {
    const { adx, plusDI, minusDI } = ta.adx(step.high, step.low, step.close, 14);
    expect(at(adx, [220, 221, 222, 223])).toEqual([7.1429, 13.7755, 19.9344, 25.6534]);
    expect(at(plusDI, [219, 220])).toEqual([0, 100]);
    expect(at(minusDI, [220])).toEqual([0]);
    expect(signalBars('classic.adx-bullish-trend-start', step)).toEqual([223]);
    expect(signalBars('classic.adx-bearish-trend-start', mirrorCandles(step, 100))).toEqual([223]);
  });

  // Tenkan over bars 44..52: (72.5 + 62.5)/2 = 67.5; Kijun over 27..52: (74.5 + 59.5)/2 = 67. A bar
  // earlier: 66.5 against 67.5.
  it('returns buy when Tenkan-sen crosses above Kijun-sen', () => {
    const { conversion, base } = ta.ichimoku(valley.high, valley.low);
    expect(at(conversion, [51, 52])).toEqual([66.5, 67.5]);
    expect(at(base, [51, 52])).toEqual([67.5, 67]);
    expect(signalBars('classic.ichimoku-tk-bullish-cross', valley)).toEqual([52]);
    expect(signalBars('classic.ichimoku-tk-bearish-cross', peak)).toEqual([52]);
  });
});
