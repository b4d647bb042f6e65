import { describe, expect, it } from 'vitest';
import { candlesFromCloses, mirrorCandles, ramp } from '../../../test/constructed-candles';
import { signalAt, signalBars } from '../../../test/strategy-helpers';
import * as ta from '../../indicators';

/**
 * A valley: 40 closes falling by 1 from 100 to 60 (bottom on bar 40), then 20 rising by 1. Each candle
 * opens at the previous close with 0.5 wicks, volume 1; its mirror (200 − price) is the peak the sell
 * strategies must answer on the same bars. Values below are worked by hand from the definitions.
 */
const valley = candlesFromCloses([100, ...ramp(100, -1, 40), ...ramp(60, 1, 20)]);
const peak = mirrorCandles(valley, 100);

describe('RSI strategies', () => {
  // Wilder's averages after the 40 losses of 1: loss 1, gain 0. After k gains of 1: loss = (13/14)^k,
  // gain = 1 − (13/14)^k, so RSI = 100·(1 − (13/14)^k): k = 4 → 25.65, 5 → 30.96, 9 → 48.67, 10 → 52.34.
  const rsi = ta.rsi(valley.close, 14);

  it('returns buy when RSI(14) climbs back through 30, on the fifth rising bar', () => {
    expect([rsi[44], rsi[45]].map((v) => v!.toFixed(2))).toEqual(['25.65', '30.96']);
    expect(signalBars('classic.rsi-oversold-exit', valley)).toEqual([45]);
    expect(signalBars('classic.rsi-overbought-exit', peak)).toEqual([45]);
  });

  it('returns buy when RSI(14) crosses its 50 midline, on the tenth rising bar', () => {
    expect([rsi[49], rsi[50]].map((v) => v!.toFixed(2))).toEqual(['48.67', '52.34']);
    expect(signalBars('classic.rsi-50-cross-up', valley)).toEqual([50]);
    expect(signalBars('classic.rsi-50-cross-down', peak)).toEqual([50]);
  });

  it('stands the buy on the bottom: zone = the signal candle, invalidation = the swing low', () => {
    const signal = signalAt('classic.rsi-oversold-exit', valley, 45)!;
    expect(signal.zone).toEqual({ from: valley.low[45], to: valley.high[45] });
    // The lowest low of bars 41..45 is bar 41's (it opens at 60, so its low is 59.5, as the bottom's).
    expect(signal).toMatchObject({ price: 65, invalidation: 59.5, anchorIndex: 41, anchorKind: 'low' });
  });
});

describe('stochastic strategies', () => {
  // Falling bars: high = close + 1.5, low = close − 0.5, so raw %K = 0.5 / 15 = 3.33 and %K = %D.
  // Bar 41 (close 61, window 28..41): highest 83.5 (bar 28), lowest 59.5, raw = 1.5 / 14 = 10.71;
  // %K = (3.33 + 3.33 + 10.71) / 3 = 5.79, %D = (3.33 + 3.33 + 5.79) / 3 = 4.15: a cross below 20.
  it('returns buy when %K crosses %D with both under 20', () => {
    const { k, d } = ta.stochastic(valley.high, valley.low, valley.close, 14, 3, 3);
    expect([k[40], d[40], k[41], d[41]].map((v) => v!.toFixed(2))).toEqual(['3.33', '3.33', '5.79', '4.15']);
    expect(signalBars('classic.stochastic-oversold-cross', valley)).toEqual([41]);
    expect(signalBars('classic.stochastic-overbought-cross', peak)).toEqual([41]);
  });

  // RSI is 0 all along the fall, so the stochastic of RSI reads 0 (no range); on bar 41 RSI (7.14) is
  // the top of its window: raw 100, %K = 100 / 3 = 33.33, %D = 33.33 / 3 = 11.11.
  it('returns buy when Stochastic RSI %K crosses %D from 0', () => {
    const { k, d } = ta.stochRsi(valley.close, 14, 14, 3, 3);
    expect([k[40], d[40], k[41], d[41]].map((v) => v!.toFixed(2))).toEqual([
      '0.00',
      '0.00',
      '33.33',
      '11.11',
    ]);
    expect(signalBars('classic.stoch-rsi-oversold-cross', valley)).toEqual([41]);
  });

  // The mirror cannot serve here: RSI pinned at 100 has no range either and also reads 0 (TA-Lib).
  // Instead the valley's rise (RSI climbing, so %K = %D = 100) meets a drop to 77 on bar 61: RSI
  // (13·0.7729 + 0) / 14 = 0.7177 against (13·0.2271 + 3) / 14 = 0.4252 → 62.79; window 44.73..77.29,
  // raw 55.49, %K = (100 + 100 + 55.49) / 3 = 85.16 under %D = 95.05.
  it('returns sell when Stochastic RSI %K turns under %D from above 80', () => {
    const top = candlesFromCloses([100, ...ramp(100, -1, 40), ...ramp(60, 1, 20), 77]);
    const { k, d } = ta.stochRsi(top.close, 14, 14, 3, 3);
    expect([k[60], d[60], k[61], d[61]].map((v) => v!.toFixed(2))).toEqual([
      '100.00',
      '100.00',
      '85.16',
      '95.05',
    ]);
    expect(signalBars('classic.stoch-rsi-overbought-cross', top)).toEqual([61]);
  });
});

describe('Williams %R and MFI strategies', () => {
  // Rising bar j after the bottom: close 60 + j, window high = close of bar 40 − 13 + j, plus 1.5;
  // lowest 59.5. j = 2: −100·10.5/13 = −80.77; j = 3: −100·8.5/12 = −70.83.
  it('returns buy when %R(14) climbs back through −80', () => {
    const r = ta.williamsR(valley.high, valley.low, valley.close, 14);
    expect([r[42], r[43]].map((v) => v!.toFixed(2))).toEqual(['-80.77', '-70.83']);
    expect(signalBars('classic.williams-r-oversold-exit', valley)).toEqual([43]);
    expect(signalBars('classic.williams-r-overbought-exit', peak)).toEqual([43]);
  });

  // Typical price: falling bar close + 1/3, rising bar close − 1/3; volume 1. Bar 42: negative flow
  // Σ(100 − k + 1/3), k = 29..40 = 790, positive 60.67 + 61.67 → 13.41. Bar 43: 718.67 against 185 →
  // 20.47. The peak's flows are 200 − TP: 85.29 then 78.12.
  it('returns buy when MFI(14) climbs back through 20, and sell through 80 on the peak', () => {
    const up = ta.mfi(valley.high, valley.low, valley.close, valley.volume, 14);
    const down = ta.mfi(peak.high, peak.low, peak.close, peak.volume, 14);
    expect([up[42], up[43], down[42], down[43]].map((v) => v!.toFixed(2))).toEqual([
      '13.41',
      '20.47',
      '85.29',
      '78.12',
    ]);
    expect(signalBars('classic.mfi-oversold-exit', valley)).toEqual([43]);
    expect(signalBars('classic.mfi-overbought-exit', peak)).toEqual([43]);
  });
});
