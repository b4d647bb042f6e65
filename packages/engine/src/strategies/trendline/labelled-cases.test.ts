import { describe, expect, it } from 'vitest';
import { expectLabelledCase, type LabelledCase } from '../../../test/labelled-cases';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { signalAt } from '../../../test/strategy-helpers';

/**
 * Trendline signals on real candles, each drawn with bench/oracle/strategies-chart.mjs and checked by
 * eye: the touches on the line, no close across it before the signal, the signal candle.
 */
const CASES: readonly LabelledCase[] = [
  {
    fixture: 'ethusdt-1440',
    key: 'trendline.break-bullish',
    bar: 634,
    date: '2019-05-13T00:00',
    position: 'buy',
    pivotType: 'MidMajor',
    note: 'the rising line over the 2018-11 and 2018-12 highs and the April 2019 top, broken by the May 2019 rally',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'trendline.break-bearish',
    bar: 1759,
    date: '2022-06-11T00:00',
    position: 'sell',
    pivotType: 'MidMajor',
    note: 'the support from the 24 February 2022 low through the May lows, lost two days before the June crash',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'trendline.retest-bullish',
    bar: 404,
    date: '2018-09-25T00:00',
    position: 'buy',
    pivotType: 'MidMajor',
    note: 'the 2018 bear-market line from the January top through the May and July highs, broken and retested',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'trendline.channel-break-bullish',
    bar: 593,
    date: '2019-04-02T00:00',
    position: 'buy',
    pivotType: 'Minor',
    note: 'the March 2019 rising channel, left upwards by the 2 April candle',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'trendline.bounce-bullish',
    bar: 788,
    date: '2019-10-14T00:00',
    position: 'buy',
    pivotType: 'Major',
    note: 'the falling support of summer 2019 touched a third time by the 24 September low, confirmed 20 candles later',
  },
];

describe('trendlines on real candles', () => {
  const fixtures = strategyFixtures();

  it.each(CASES.map((c) => [`${c.key} on ${c.fixture} ${c.date}`, c] as const))('%s', (_name, c) => {
    expectLabelledCase(fixtures[c.fixture]!, c);
  });

  it('draws the June 2022 line from its first touch to the signal candle', () => {
    const eth = fixtures['ethusdt-1440']!;
    const signal = signalAt('trendline.break-bearish', eth, 1759)!;
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;
    expect(signal.chartData.t1!.date).toBe(day('2022-02-24'));
    expect(signal.chartData.start).toEqual(signal.chartData.t1);
    expect(signal.chartData.end!.date).toBe(day('2022-06-11'));
    // The close is under the line, the line inside the zone.
    expect(signal.price).toBeLessThan(signal.chartData.end!.value);
    expect(signal.zone.from).toBeLessThan(signal.chartData.end!.value);
    expect(signal.zone.to).toBeGreaterThan(signal.chartData.end!.value);
  });
});
