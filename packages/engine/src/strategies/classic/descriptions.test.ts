import { describe, expect, it } from 'vitest';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { signalBars } from '../../../test/strategy-helpers';
import * as ta from '../../indicators';
import { strategyByKey } from '../registry';

/**
 * A trader reads the description: each rule below is written from its catalog text alone, over the
 * indicator values, and must fire on exactly the bars the strategy fires on, on every real fixture.
 */
const fixtures = Object.entries(strategyFixtures());
const text = (key: string) => strategyByKey.get(key)!.descriptions.en;
const bars = (n: number, fires: (i: number) => boolean) =>
  Array.from({ length: n }, (_, i) => i).filter((i) => i > 0 && fires(i));

describe('classic descriptions state the rule that fires', () => {
  it.each(fixtures)('ADX trend start on %s', (_name, c) => {
    expect(text('classic.adx-bullish-trend-start')).toMatch(
      /ADX\(14\) crosses above 20 while \+DI is above −DI, and \+DI crossed above −DI within the last 10 candles, this one included/,
    );
    const { adx, plusDI, minusDI } = ta.adx(c.high, c.low, c.close, 14);
    const diCrossed = (j: number) => plusDI[j - 1]! <= minusDI[j - 1]! && plusDI[j]! > minusDI[j]!;
    const expected = bars(c.close.length, (i) => {
      if (!(adx[i - 1]! <= 20 && adx[i]! > 20 && plusDI[i]! > minusDI[i]!)) return false;
      for (let j = i; j > i - 10 && j > 0; j--) if (diCrossed(j)) return true;
      return false;
    });
    expect(signalBars('classic.adx-bullish-trend-start', c)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it.each(fixtures)('Stochastic oversold cross on %s', (_name, c) => {
    expect(text('classic.stochastic-oversold-cross')).toMatch(
      /%K \(14, 3, 3\) crosses above %D, both lines having been below 20 on the candle before the cross/,
    );
    const { k, d } = ta.stochastic(c.high, c.low, c.close, 14, 3, 3);
    const expected = bars(
      c.close.length,
      (i) => k[i - 1]! <= d[i - 1]! && k[i]! > d[i]! && k[i - 1]! < 20 && d[i - 1]! < 20,
    );
    expect(signalBars('classic.stochastic-oversold-cross', c)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it.each(fixtures.filter(([, c]) => c.volume.some((v) => v > 0)))(
    'bullish volume spike on %s',
    (_name, c) => {
      expect(text('classic.volume-spike-bullish')).toMatch(
        /volume is at least 2.5 times the average volume of the 20 candles before it, and it is a strong bullish candle \(body at least half its range\)/,
      );
      const expected = bars(c.close.length, (i) => {
        if (i < 20) return false;
        let sum = 0;
        for (let j = i - 20; j < i; j++) sum += c.volume[j]!;
        const body = c.close[i]! - c.open[i]!;
        return sum > 0 && c.volume[i]! >= (2.5 * sum) / 20 && body > 0 && 2 * body >= c.high[i]! - c.low[i]!;
      });
      expect(signalBars('classic.volume-spike-bullish', c)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
    },
  );
});
