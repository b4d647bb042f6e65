import { describe, expect, it } from 'vitest';
import { expectLabelledCase, type LabelledCase } from '../../../test/labelled-cases';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { signalAt, signalBars, strategyOf } from '../../../test/strategy-helpers';
import { scan } from '../../scanner';
import { CandleSeries, sliceColumns } from '../../series';

const at = (iso: string) => Date.parse(`${iso}Z`) / 1000;

/**
 * Quasimodos on real candles, each drawn with bench/oracle/strategies-chart.mjs (the four points joined,
 * the zone from the left shoulder, the head as invalidation) and checked by eye.
 */
const CASES: readonly LabelledCase[] = [
  {
    fixture: 'btcusdt-240',
    key: 'qm.pattern-bearish',
    bar: 211,
    date: '2022-08-24T04:00',
    position: 'sell',
    pivotType: 'Major',
    note: 'BTC summer 2022 top: H 24,668 (07-30), L 22,400 (08-04), HH 25,211 (08-15), LL 20,762 (08-20)',
  },
  {
    fixture: 'btcusdt-240',
    key: 'qm.over-under-bearish',
    bar: 211,
    date: '2022-08-24T04:00',
    position: 'sell',
    pivotType: 'Major',
    note: 'the same top: the rise to the head closed above 24,668 (the over) before the fall closed under 22,400',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'qm.pattern-bearish',
    bar: 709,
    date: '2019-07-27T00:00',
    position: 'sell',
    pivotType: 'MidMajor',
    note: 'ETH 2019: H 279.76 (05-16), L 226.56 (06-09), HH 366.80 (06-26), LL 191.84 (07-17)',
  },
  {
    fixture: 'btcusdt-240',
    key: 'qm.retest-bullish',
    bar: 345,
    date: '2022-09-15T12:00',
    position: 'buy',
    pivotType: 'MidMajor',
    note: 'BTC September 2022: L 19,583 (09-04), H 20,180, LL 18,511 (09-07), HH 22,799 (09-13); back at 19,600 after the CPI drop',
  },
];

describe('Quasimodo on real candles', () => {
  const fixtures = strategyFixtures();

  it.each(CASES.map((c) => [`${c.key} on ${c.fixture} ${c.date}`, c] as const))('%s', (_name, c) => {
    expectLabelledCase(fixtures[c.fixture]!, c);
  });

  it('names the four points and the zone at the left shoulder (BTC 4h, August 2022)', () => {
    const signal = signalAt('qm.pattern-bearish', fixtures['btcusdt-240']!, 211)!;
    const { H, L, HH, LL, zoneTop, zoneBottom } = signal.chartData;
    expect([H, L, HH, LL]).toEqual([
      { date: at('2022-07-30T12:00'), value: 24668 },
      { date: at('2022-08-04T16:00'), value: 22400 },
      { date: at('2022-08-15T00:00'), value: 25211.32 },
      { date: at('2022-08-20T20:00'), value: 20761.9 },
    ]);
    expect(signal.zone).toEqual({ from: zoneBottom!.value, to: zoneTop!.value });
    expect(signal).toMatchObject({ invalidation: 25211.32, target: 20761.9, trigger: zoneBottom!.value });
  });

  it('invalidates a QM whose head is closed beyond (ETH daily bullish QM, broken by the March 2020 crash)', () => {
    const eth = fixtures['ethusdt-1440']!;
    const strategy = strategyOf('qm.pattern-bullish');
    const signal = signalAt(strategy.key, eth, 932)!;
    expect(signal).toMatchObject({ pivotType: 'Major', invalidation: 116.26, target: 288.41 });
    const stateAt = (bar: number) =>
      scan(
        CandleSeries.fromColumns(
          { source: 'f', symbol: 'e', timeframe: 1440 },
          sliceColumns(eth, 0, bar + 1),
        ),
        [strategy],
      ).find((m) => m.matchDate === eth.time[932])?.state;
    const firstBreak = eth.close.findIndex((close, i) => i > 932 && close < 116.26);
    expect(stateAt(firstBreak - 1)).not.toBe('invalidated');
    // Kept listed with its state, so users see what failed (issue 15).
    expect(stateAt(firstBreak)).toBe('invalidated');
  });

  it('fires on the candle confirming the lower low, never before (no look-ahead on a prefix)', () => {
    const btc = fixtures['btcusdt-240']!;
    const upTo = (end: number) => signalBars('qm.pattern-bearish', sliceColumns(btc, 0, end + 1));
    // LL on 2022-08-20 20:00 (bar 191) is a Major pivot once 20 more candles have closed: bar 211.
    expect(upTo(210)).not.toContain(211);
    expect(upTo(211)).toContain(211);
  });
});
