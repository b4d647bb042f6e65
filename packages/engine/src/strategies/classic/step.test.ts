import { describe, expect, it } from 'vitest';
import { candlesFromCloses, flat, mirrorCandles } from '../../../test/constructed-candles';
import { signalAt, signalBars } from '../../../test/strategy-helpers';
import * as ta from '../../indicators';

/**
 * A step: 220 flat candles at 100 (no shadows, volume 100), then one candle from 100 to 110 on volume
 * 300, then flat at 110. Every average, band and cloud equals 100 before the step, so where each line
 * stands on bar 220 is a line of arithmetic. The mirror (200 − price) steps down for the sells.
 */
const step = candlesFromCloses([...flat(100, 220), 110, ...flat(110, 10)], { wick: 0, volume: 100 });
step.volume[220] = 300;
const drop = mirrorCandles(step, 100);

const at = (values: Float64Array, bars: readonly number[]) => bars.map((i) => Number(values[i]!.toFixed(4)));

describe('moving-average strategies on a step', () => {
  it('returns buy on the golden cross: SMA 50 = 100 + 10/50 over SMA 200 = 100 + 10/200', () => {
    expect(at(ta.sma(step.close, 50), [219, 220])).toEqual([100, 100.2]);
    expect(at(ta.sma(step.close, 200), [219, 220])).toEqual([100, 100.05]);
    expect(signalBars('classic.ma-golden-cross', step)).toEqual([220]);
    expect(signalBars('classic.ma-death-cross', drop)).toEqual([220]);
  });

  it('returns buy when EMA 9 (100 + 10·2/10) crosses EMA 21 (100 + 10·2/22)', () => {
    expect(at(ta.ema(step.close, 9), [220])).toEqual([102]);
    expect(at(ta.ema(step.close, 21), [220])).toEqual([100.9091]);
    expect(signalBars('classic.ema-cross-up', step)).toEqual([220]);
    expect(signalBars('classic.ema-cross-down', drop)).toEqual([220]);
  });

  it('returns buy when the close (110) crosses the 50- and 200-bar averages', () => {
    expect(signalBars('classic.price-cross-ma50-up', step)).toEqual([220]);
    expect(signalBars('classic.price-cross-ma200-up', step)).toEqual([220]);
    expect(signalBars('classic.price-cross-ma50-down', drop)).toEqual([220]);
    expect(signalBars('classic.price-cross-ma200-down', drop)).toEqual([220]);
  });

  // MACD = 10·(2/13 − 2/27) = 0.7977; its signal = 0.7977·2/10 = 0.1595: over the signal and over zero.
  it('returns buy on the MACD signal cross and the zero cross', () => {
    const { macd, signal } = ta.macd(step.close, 12, 26, 9);
    expect(at(macd, [219, 220])).toEqual([0, 0.7977]);
    expect(at(signal, [220])).toEqual([0.1595]);
    expect(signalBars('classic.macd-signal-cross-up', step)).toEqual([220]);
    expect(signalBars('classic.macd-zero-cross-up', step)).toEqual([220]);
    expect(signalBars('classic.macd-signal-cross-down', drop)).toEqual([220]);
    expect(signalBars('classic.macd-zero-cross-down', drop)).toEqual([220]);
  });
});

describe('CCI, Bollinger, volume and Ichimoku strategies on a step', () => {
  // One typical price x above 19 at 100: mean 100 + x/20, mean deviation 0.095x, so
  // CCI = 0.95x / (0.015 · 0.095x) = 666.67 whatever x is.
  it('returns buy when CCI(20) jumps from 0 to 666.67 through +100', () => {
    expect(at(ta.cci(step.high, step.low, step.close, 20), [219, 220])).toEqual([0, 666.6667]);
    expect(signalBars('classic.cci-above-100', step)).toEqual([220]);
    expect(signalBars('classic.cci-below-minus-100', drop)).toEqual([220]);
  });

  // 125 bars of zero BandWidth are a squeeze; the step closes at 110 over the upper band
  // 100.5 + 2·√4.75 = 104.86 (mean of 19 × 100 and 110, population σ).
  it('returns buy when the close breaks out of a Bollinger squeeze', () => {
    expect(at(ta.bollinger(step.close, 20, 2).upper, [219, 220])).toEqual([100, 104.8589]);
    expect(signalBars('classic.bollinger-squeeze-breakout-up', step)).toEqual([220]);
    expect(signalBars('classic.bollinger-squeeze-breakout-down', drop)).toEqual([220]);
  });

  // Bar 223's window holds 16 × 100 and 4 × 110: mean 102, σ 4, upper band 110 = the close, back inside.
  it('returns sell when the close comes back inside the upper band, and buy at the lower band', () => {
    expect(at(ta.bollinger(step.close, 20, 2).upper, [222, 223])).toEqual([108.6414, 110]);
    expect(signalBars('classic.bollinger-upper-reentry', step)).toEqual([223]);
    expect(signalBars('classic.bollinger-lower-reentry', drop)).toEqual([223]);
  });

  it('returns buy on a white candle trading 3 times its 20-bar average volume', () => {
    expect(signalBars('classic.volume-spike-bullish', step)).toEqual([220]);
    expect(signalBars('classic.volume-spike-bearish', drop)).toEqual([220]);
    expect(signalBars('classic.volume-spike-bearish', step)).toEqual([]);
  });

  // The cloud over bar 220 was computed on bar 195: both spans 100; the close leaves it at 110.
  it('returns buy when the close leaves the Ichimoku cloud', () => {
    const { spanA, spanB } = ta.ichimoku(step.high, step.low);
    expect(at(spanA, [194, 195])).toEqual([100, 100]);
    expect(at(spanB, [194, 195])).toEqual([100, 100]);
    expect(signalBars('classic.ichimoku-cloud-breakout-up', step)).toEqual([220]);
    expect(signalBars('classic.ichimoku-cloud-breakout-down', drop)).toEqual([220]);
  });

  it('gives the candle range as zone and the five-bar swing low as invalidation', () => {
    expect(signalAt('classic.ma-golden-cross', step, 220)).toMatchObject({
      price: 110,
      zone: { from: 100, to: 110 },
      invalidation: 100,
      anchorIndex: 216,
    });
  });
});
