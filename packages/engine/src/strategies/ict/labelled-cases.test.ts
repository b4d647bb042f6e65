import { describe, expect, it } from 'vitest';
import { expectLabelledCase, type LabelledCase } from '../../../test/labelled-cases';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { signalAt } from '../../../test/strategy-helpers';

/**
 * ICT signals on real candles, each drawn with bench/oracle/strategies-chart.mjs (the gap or block as a
 * box, the broken level to its break, the equal lows swept, trigger and target) and checked by eye.
 */
const CASES: readonly LabelledCase[] = [
  {
    fixture: 'btcusdt-240',
    key: 'ict.fvg-return-bullish',
    bar: 485,
    date: '2022-10-08T20:00',
    position: 'buy',
    pivotType: 'Minor',
    note: 'the 3 October rally left a gap at 19,255-19,310 and closed above the 28 September Minor high (19,790) on 4 October; first back into the gap on 8 October',
  },
  {
    fixture: 'btcusdt-240',
    key: 'ict.order-block-return-bullish',
    bar: 485,
    date: '2022-10-08T20:00',
    position: 'buy',
    pivotType: 'SuperMinor',
    note: 'the same candle reaches the last down candle (2 October 20:00, 18,920-19,304) before the displacement that broke that day’s SuperMinor high',
  },
  {
    fixture: 'btcusdt-240',
    key: 'ict.ote-bullish',
    bar: 478,
    date: '2022-10-07T16:00',
    position: 'buy',
    pivotType: 'Minor',
    note: 'after the Minor BOS of 4 October, the pullback reaches 0.62 of the leg from 18,843 (29 September) to 20,475',
  },
  {
    fixture: 'btcusdt-240',
    key: 'ict.sweep-choch-bullish',
    bar: 132,
    date: '2022-08-11T00:00',
    position: 'buy',
    pivotType: 'SuperMinor',
    note: 'equal lows of 7 and 9 August (22,845 / 22,865) run to 22,665 on 10 August and closed back above; CHoCH above 24,245 on the CPI candle',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'ict.breaker-retest-bullish',
    bar: 1570,
    date: '2021-12-04T00:00',
    position: 'buy',
    pivotType: 'MidMajor',
    note: 'the 15 September up candle (3,358-3,616) before the break under 3,005, turned by the October rally (close above 4,028 on 20 October), retested by the 4 December crash',
  },
  {
    fixture: 'eurusd-oanda-1440',
    key: 'ict.sweep-choch-bearish',
    bar: 2301,
    date: '2016-04-12T21:00',
    position: 'sell',
    pivotType: 'SuperMinor',
    note: 'equal highs of 31 March and 6 April (1.1438 / 1.1454) run to 1.1465 on 11 April and closed back under; CHoCH under 1.1327 the next day',
  },
  {
    fixture: 'btcusdt-240',
    key: 'ict.choch-bearish',
    bar: 367,
    date: '2022-09-19T04:00',
    position: 'sell',
    pivotType: 'Major',
    note: 'a higher high of 22,799 on 13 September (CPI day), then a close under the 7 September Major low (18,511)',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'ict.bos-bearish',
    bar: 1858,
    date: '2022-09-18T00:00',
    position: 'sell',
    pivotType: 'MidMajor',
    note: 'lower high of 1,789 on 11 September, then a close under the 29 August MidMajor low (1,422)',
  },
];

describe('ICT on real candles', () => {
  const fixtures = strategyFixtures();

  it.each(CASES.map((c) => [`${c.key} on ${c.fixture} ${c.date}`, c] as const))('%s', (_name, c) => {
    expectLabelledCase(fixtures[c.fixture]!, c);
  });

  it('names the BTC gap by its first and third candles and measures the fill', () => {
    const candles = fixtures['btcusdt-240']!;
    const signal = signalAt('ict.fvg-return-bullish', candles, 485)!;
    const c1 = candles.time.indexOf(signal.chartData.c1!.date);
    expect(candles.time.indexOf(signal.chartData.c3!.date)).toBe(c1 + 2);
    expect(signal.zone).toEqual({ from: candles.high[c1], to: candles.low[c1 + 2] });
    expect(signal.invalidation).toBe(candles.high[c1]);
    expect(signal.trigger).toBe(candles.high[485]);
    const fill = signal.chartData.fill!.value;
    expect(fill).toBeGreaterThan(0);
    expect(fill).toBeLessThanOrEqual(1);
  });

  it('sets the OTE band at 0.62-0.79 of the leg, the leg start as invalidation and its top as target', () => {
    const signal = signalAt('ict.ote-bullish', fixtures['btcusdt-240']!, 478)!;
    const start = signal.chartData.start!.value;
    const end = signal.chartData.end!.value;
    expect(signal.zone.to).toBeCloseTo(end - 0.62 * (end - start), 9);
    expect(signal.zone.from).toBeCloseTo(end - 0.79 * (end - start), 9);
    expect(signal.invalidation).toBe(start);
    expect(signal.target).toBe(end);
  });
});
