import { describe, expect, it } from 'vitest';
import { expectLabelledCase, type LabelledCase } from '../../../test/labelled-cases';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { signalAt, signalBars } from '../../../test/strategy-helpers';
import { sliceColumns } from '../../series';

/**
 * RTM zones on real candles, each drawn with bench/oracle/strategies-chart.mjs (leg-in, base, leg-out,
 * the zone from its base) and checked by eye; the signal is the first return to the fresh zone.
 */
const CASES: readonly LabelledCase[] = [
  {
    fixture: 'ethusdt-1440',
    key: 'rtm.rally-base-rally',
    bar: 977,
    date: '2020-04-20T00:00',
    position: 'buy',
    pivotType: 'no pivot',
    note: 'ETH April 2020: rally 04-16, one base candle 04-17 (168.31-174.96), rally 04-18, back in the base on 04-20',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'rtm.engulf-bearish',
    bar: 975,
    date: '2020-04-18T00:00',
    position: 'sell',
    pivotType: 'no pivot',
    note: 'the March 2020 crash: drop 03-08, base 03-09..03-11 (181.73-208.62), the 03-12 drop through the older demand; first back there on 04-18',
  },
  {
    fixture: 'eurusd-oanda-1440',
    key: 'rtm.flag-limit-bullish',
    bar: 2613,
    date: '2017-07-02T21:00',
    position: 'buy',
    pivotType: 'no pivot',
    note: 'EURUSD June 2017: the 06-27 rally closed over the May-June swing high, based on it, rallied on; first return in July',
  },
  {
    fixture: 'eurusd-oanda-1440',
    key: 'rtm.compression-bullish',
    bar: 2727,
    date: '2017-12-07T22:00',
    position: 'buy',
    pivotType: 'SuperMinor',
    note: 'EURUSD November 2017: drop-base-rally at 1.1713-1.1758; four smaller candles with lower highs grind back into it',
  },
  {
    fixture: 'btcusdt-240',
    key: 'rtm.drop-base-rally',
    bar: 255,
    date: '2022-08-31T12:00',
    position: 'buy',
    pivotType: 'MidMajor',
    note: 'BTC 4h 2022-08-30: drop, two base candles (19,540-20,100), rally; first return two candles later',
  },
];

describe('RTM on real candles', () => {
  const fixtures = strategyFixtures();

  it.each(CASES.map((c) => [`${c.key} on ${c.fixture} ${c.date}`, c] as const))('%s', (_name, c) => {
    expectLabelledCase(fixtures[c.fixture]!, c);
  });

  it('names the legs and the base and aims at the high left behind (ETH rally-base-rally, April 2020)', () => {
    const eth = fixtures['ethusdt-1440']!;
    const signal = signalAt('rtm.rally-base-rally', eth, 977)!;
    expect(signal.chartData.legIn!.date).toBe(eth.time[973]);
    expect(signal.chartData.legOut!.date).toBe(eth.time[975]);
    expect(signal.zone).toEqual({ from: 168.31, to: 174.96 });
    // The highest high between the leg-out and the return, and the return candle's own high.
    expect(signal.target).toBe(Math.max(eth.high[975]!, eth.high[976]!));
    expect(signal).toMatchObject({ invalidation: 168.31, trigger: eth.high[977] });
  });

  it('fires once per zone: the second visit to the same base is a tested zone', () => {
    const eth = fixtures['ethusdt-1440']!;
    const visits = eth.low
      .map((low, i) => (i > 977 && i < 1000 && low <= 174.96 ? i : -1))
      .filter((i) => i > 0);
    expect(visits.length).toBeGreaterThan(0);
    const bars = signalBars('rtm.rally-base-rally', eth);
    for (const i of visits) {
      const signal = signalAt('rtm.rally-base-rally', eth, i);
      expect(signal?.zone).not.toEqual({ from: 168.31, to: 174.96 });
    }
    expect(bars).toContain(977);
  });

  it('knows a zone only from its leg-out close (no look-ahead on a prefix)', () => {
    const eth = fixtures['ethusdt-1440']!;
    const upTo = (end: number) => signalBars('rtm.rally-base-rally', sliceColumns(eth, 0, end + 1));
    expect(upTo(976)).not.toContain(977);
    expect(upTo(977)).toContain(977);
  });
});
