import { describe, expect, it } from 'vitest';
import { mirrorCandles } from '../../../test/constructed-candles';
import { signalAt, signalBars } from '../../../test/strategy-helpers';
import { type CandleColumns, emptyColumns } from '../../series';
import { ATR_14, BatchContext } from '../context';
import { zoneAt } from './rtm-zones';

type Ohlc = readonly [open: number, high: number, low: number, close: number];

/** Hourly candles from open, high, low, close. */
function candles(rows: readonly Ohlc[]): CandleColumns {
  const columns = emptyColumns(rows.length);
  rows.forEach(([open, high, low, close], i) => {
    columns.time[i] = 1_600_000_000 + i * 3600;
    columns.open[i] = open;
    columns.high[i] = high;
    columns.low[i] = low;
    columns.close[i] = close;
    columns.volume[i] = 1;
  });
  return columns;
}

/** 20 quiet candles around 100 (range 1, body 0.6: neither base nor leg), so ATR(14) is about 1. */
const QUIET: readonly Ohlc[] = Array.from({ length: 20 }, (_, k) =>
  k % 2 === 0 ? [100, 100.8, 99.8, 100.4] : [100.4, 100.6, 99.6, 99.8],
);
const DROP: Ohlc = [99.8, 99.9, 96.8, 97]; // leg-in: body 2.8 of 3.1
const BASE: readonly Ohlc[] = [
  [97, 97.6, 96.6, 97.2], // body 0.2 of 1
  [97.2, 97.5, 96.8, 97.1],
];
const RALLY: Ohlc = [97.1, 100.2, 97, 100]; // leg-out: body 2.9 of 3.2, closes above the base's 97.6
const AWAY: readonly Ohlc[] = [
  [100, 101.4, 99.6, 101],
  [101, 101.8, 100.4, 100.6],
];
const RETURN: Ohlc = [100.6, 100.8, 97.4, 98.2]; // low 97.4 in the zone, close above its bottom
// Bars: leg-in 20, base 21-22, leg-out 23, away 24-25, return 26.

describe('RTM zones on constructed candles', () => {
  const dbr = candles([...QUIET, DROP, ...BASE, RALLY, ...AWAY, RETURN, ...AWAY, RETURN]);

  it('finds a drop-base-rally demand zone: the base candles high-low range, known at the leg-out', () => {
    const context = new BatchContext(dbr);
    const atr = context.indicator(ATR_14).atr;
    expect(zoneAt(context, 22, atr)).toBeNull();
    expect(zoneAt(context, 23, atr)).toMatchObject({
      demand: true,
      base: 'drop-base-rally',
      legIn: 20,
      baseFrom: 21,
      baseTo: 22,
      legOut: 23,
      top: 97.6,
      bottom: 96.6,
    });
  });

  it('fires on the first return to the fresh zone only, with its levels', () => {
    expect(signalBars('rtm.drop-base-rally', dbr)).toEqual([26]);
    const signal = signalAt('rtm.drop-base-rally', dbr, 26)!;
    expect(signal).toMatchObject({
      zone: { from: 96.6, to: 97.6 },
      invalidation: 96.6,
      trigger: 100.8,
      target: 101.8,
      anchorIndex: 21,
      anchorKind: 'low',
    });
    expect(signal.chartData).toEqual({
      legIn: { date: dbr.time[20], value: 99.8 },
      base: { date: dbr.time[21], value: 97 },
      legOut: { date: dbr.time[23], value: 100 },
      zoneTop: { date: dbr.time[21], value: 97.6 },
      zoneBottom: { date: dbr.time[21], value: 96.6 },
    });
    expect(signalBars('rtm.rally-base-rally', dbr)).toEqual([]);
  });

  it('is the mirror for a rally-base-drop supply zone', () => {
    const rbd = mirrorCandles(dbr, 100);
    expect(signalBars('rtm.rally-base-drop', rbd)).toEqual([26]);
    expect(signalAt('rtm.rally-base-drop', rbd, 26)!.zone).toEqual({ from: 102.4, to: 103.4 });
  });

  it('counts no return that comes at once, or that closes through the zone', () => {
    const atOnce = candles([...QUIET, DROP, ...BASE, RALLY, RETURN, ...AWAY, RETURN]);
    expect(signalBars('rtm.drop-base-rally', atOnce)).toEqual([]);
    const through = candles([...QUIET, DROP, ...BASE, RALLY, ...AWAY, [100.6, 100.8, 95, 96]]);
    expect(signalBars('rtm.drop-base-rally', through)).toEqual([]);
  });

  it('needs small-bodied base candles, at most four, between two leg candles', () => {
    const longBase = candles([
      ...QUIET,
      DROP,
      ...BASE,
      ...BASE,
      [97.1, 97.5, 96.8, 97.2],
      RALLY,
      ...AWAY,
      RETURN,
    ]);
    expect(signalBars('rtm.drop-base-rally', longBase)).toEqual([]);
    const bodiedBase = candles([...QUIET, DROP, [97, 97.6, 96.6, 97.55], RALLY, ...AWAY, RETURN]);
    expect(signalBars('rtm.drop-base-rally', bodiedBase)).toEqual([]);
    // A leg-out of 0.6 body, under 0.8 ATR(14): a drift, not a departure.
    const weakLegOut = candles([...QUIET, DROP, ...BASE, [97.1, 97.9, 97, 97.7], ...AWAY, RETURN]);
    expect(signalBars('rtm.drop-base-rally', weakLegOut)).toEqual([]);
  });

  it('fires a compression when four small candles step down into the zone, each overlapping the last', () => {
    const steps: readonly Ohlc[] = [
      [101, 101.6, 100.6, 100.8],
      [100.8, 101.2, 100.2, 100.4],
      [100.4, 100.9, 99.8, 100],
      [100, 100.5, 99.4, 99.6],
    ];
    const cp = candles([...QUIET, DROP, ...BASE, RALLY, ...AWAY, ...steps, [99.6, 100, 97.4, 98]]);
    expect(signalBars('rtm.compression-bullish', cp)).toEqual([30]);
    expect(signalBars('rtm.drop-base-rally', cp)).toEqual([30]);
    // Without the compression (a jump straight down), only the base's strategy fires.
    expect(signalBars('rtm.compression-bullish', dbr)).toEqual([]);
  });
});
