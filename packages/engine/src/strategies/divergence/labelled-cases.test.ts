import { describe, expect, it } from 'vitest';
import { expectLabelledCase, type LabelledCase } from '../../../test/labelled-cases';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { signalAt, strategyOf } from '../../../test/strategy-helpers';
import { scan } from '../../scanner';
import { CandleSeries, sliceColumns } from '../../series';

/**
 * Divergences on real candles, each drawn with bench/oracle/strategies-chart.mjs and checked by eye:
 * the two swings, the oscillator at both, the signal on the bar confirming the second swing.
 */
const CASES: readonly LabelledCase[] = [
  {
    fixture: 'ethusdt-1440',
    key: 'divergence.rsi.regular.bearish',
    bar: 1566,
    date: '2021-11-30T00:00',
    position: 'sell',
    pivotType: 'Major',
    note: 'ETH all-time high 4868 (2021-11-10) over the 4027.88 top of 2021-09-03; RSI 62.16 under 73.76',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'divergence.rsi.regular.bullish',
    bar: 411,
    date: '2018-10-02T00:00',
    position: 'buy',
    pivotType: 'Major',
    note: 'low 167.32 (2018-09-12) under 250 (2018-08-14); RSI 20.91 over 18.28',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'divergence.macd-histogram.regular.bullish',
    bar: 873,
    date: '2020-01-07T00:00',
    position: 'buy',
    pivotType: 'Major',
    note: 'the December 2019 low 116.26 under 131.45 (2019-11-25); histogram −0.87 over −4.62, then a rally',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'divergence.rsi.hidden.bullish',
    bar: 1395,
    date: '2021-06-12T00:00',
    position: 'buy',
    pivotType: 'Major',
    note: 'the May 2021 crash low 1728.74 held over 1293.18 (2021-02-28) while RSI fell to 34.81 from 38.30',
  },
  {
    fixture: 'btcusdt-240',
    key: 'divergence.cci.regular.bullish',
    bar: 393,
    date: '2022-09-23T12:00',
    position: 'buy',
    pivotType: 'MidMajor',
    note: 'BTC 18125.98 (09-21 20:00) under 18232.56 (09-19 04:00); CCI −148.6 over −330.6',
  },
  {
    fixture: 'btcusdt-240',
    key: 'divergence.mfi.regular.bullish',
    bar: 196,
    date: '2022-08-21T16:00',
    position: 'buy',
    pivotType: 'Minor',
    note: 'after the 08-19 crash: 20761.9 under 20783.57 a day earlier; MFI 16.5 over 9.0',
  },
  {
    fixture: 'btcusdt-240',
    key: 'divergence.cci.hidden.bearish',
    bar: 363,
    date: '2022-09-18T12:00',
    position: 'sell',
    pivotType: 'Minor',
    note: 'lower high 20189 (09-17 16:00) after 22799 (09-13); CCI 67.1 over −73.5; price fell next',
  },
  {
    fixture: 'btcusdt-240',
    key: 'divergence.obv.regular.bearish',
    bar: 158,
    date: '2022-08-15T08:00',
    position: 'sell',
    pivotType: 'SuperMinor',
    note: 'the 25211.32 top of 08-15 over 25047.56; OBV lower; the August slide followed',
  },
];

describe('divergences on real candles', () => {
  const fixtures = strategyFixtures();

  it.each(CASES.map((c) => [`${c.key} on ${c.fixture} ${c.date}`, c] as const))('%s', (_name, c) => {
    expectLabelledCase(fixtures[c.fixture]!, c);
  });

  it('places the pivots and oscillator readings the chart shows (ETH, November 2021 top)', () => {
    const eth = fixtures['ethusdt-1440']!;
    const signal = signalAt('divergence.rsi.regular.bearish', eth, 1566)!;
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;
    expect(signal.chartData.p1).toEqual({ date: day('2021-09-03'), value: 4027.88 });
    expect(signal.chartData.p2).toEqual({ date: day('2021-11-10'), value: 4868 });
    expect(signal.chartData.o1!.value).toBeCloseTo(73.76, 2);
    expect(signal.chartData.o2!.value).toBeCloseTo(62.16, 2);
    // Invalidation at the new high; the reaction zone one ATR under it.
    expect(signal.invalidation).toBe(4868);
    expect(signal.zone.to).toBe(4868);
  });

  it('invalidates a divergence when a close breaks its second swing (BTC 4h, 2022-07-26)', () => {
    // Stochastic: 20856.48 under 21934.57, %K 13.25 over 9.96, confirmed at 08:00; a close under
    // 20856.48 a few candles later voids it.
    const btc = fixtures['btcusdt-240']!;
    const strategy = strategyOf('divergence.stochastic.regular.bullish');
    expect(signalAt(strategy.key, btc, 38)).toMatchObject({
      invalidation: 20856.48,
      pivotType: 'SuperMinor',
    });
    const stateAt = (bar: number) =>
      scan(
        CandleSeries.fromColumns({ source: 'f', symbol: 'b', timeframe: 240 }, sliceColumns(btc, 0, bar + 1)),
        [strategy],
      ).find((m) => m.matchDate === btc.time[38])?.state;
    const firstBreak = btc.close.findIndex((close, i) => i > 38 && close < 20856.48);
    expect(stateAt(firstBreak - 1)).not.toBe('invalidated');
    // Kept listed with its state, so users see what failed (issue 15).
    expect(stateAt(firstBreak)).toBe('invalidated');
  });
});
