import { SOURCES } from '@tradescope/domain';
import { bucketStart, type CandleColumns, candleAt, type UnixSeconds } from '@tradescope/engine';
import { describe, expect, it } from 'vitest';
import { isSessionOpen } from '../../feed';
import { hashText } from '../../text-hash';
import { CRYPTO_VENUES } from '../catalog/crypto-venues';
import {
  cryptoBaseOf,
  cryptoInstrument,
  REPLAY_FOLDERS,
  replayInstrument,
} from '../catalog/replay-instruments';
import { buildHistory, type History } from './history-builder';
import { aggregateCovered, lastEndOf } from './layers';
import { findReplayDataDir, loadShippedSymbol } from './replay-files';
import { WEEK_S, weeksToShift } from './retime';
import { planTimeframes } from './timeframe-plan';

// A Wednesday evening: forex is open, US stocks closed for the day.
const ANCHOR = Date.UTC(2026, 10, 25, 22, 0, 0) / 1000;
const dataDir = findReplayDataDir();

const historyOf = (folderName: string, symbol: string, seed = 1, anchor = ANCHOR) => {
  const folder = REPLAY_FOLDERS.find((f) => f.folder === folderName);
  // A crypto file is the path of its asset, built on Binance spot's timeframes (the finest any exchange lists).
  const instrument =
    folder === undefined
      ? cryptoInstrument(CRYPTO_VENUES[0]!, cryptoBaseOf(symbol))
      : replayInstrument(folder, symbol);
  const shipped = loadShippedSymbol(dataDir, folderName, symbol);
  const plan = planTimeframes(SOURCES[instrument.source].timeframes);
  const spine = shipped.series[0]!;
  const weeks = weeksToShift(lastEndOf(spine.candles, spine.timeframe), anchor);
  const history = buildHistory({
    shipped,
    plan,
    weeks,
    anchor,
    key: { seed, symbol: hashText(instrument.id) },
    session: instrument.session,
    jumpy: instrument.market === 'crypto',
  });
  return { history, plan, shipped, weeks, instrument };
};

const SAMPLES = [
  ['crypto', 'BTCUSDT'],
  ['crypto', 'SOLUSDT'],
  ['crypto-bybit-linear', 'ETHUSDT'],
  ['crypto-binance-usdm', 'ETHUSDT'],
  ['forex', 'EURUSD'],
  ['commodities', 'XAUUSD'],
  ['indices', 'DE40'],
  ['stocks', 'AAPL'],
] as const;

const rowsOf = (columns: CandleColumns) =>
  Array.from({ length: columns.time.length }, (_, i) => candleAt(columns, i));

/** Candles of `series` at the times of `expected`, compared field by field (volume to float rounding). */
const expectSameCandles = (actual: CandleColumns, expected: CandleColumns) => {
  const byTime = new Map(rowsOf(actual).map((candle) => [candle.time, candle]));
  const mismatches = rowsOf(expected).filter((want) => {
    const got = byTime.get(want.time);
    return (
      got === undefined ||
      got.open !== want.open ||
      got.high !== want.high ||
      got.low !== want.low ||
      got.close !== want.close ||
      Math.abs(got.volume - want.volume) > 1e-9 * Math.max(1, want.volume)
    );
  });
  expect(mismatches).toEqual([]);
};

describe('re-timed replay history', () => {
  it('moves the shipped candles by whole weeks, so they end in the week before the anchor', () => {
    const { history, shipped, weeks } = historyOf('crypto', 'BTCUSDT');
    const hourly = shipped.series.find((s) => s.timeframe === 60)!.candles;
    const shiftedEnd = lastEndOf(hourly, 60) + weeks * WEEK_S;
    expect(ANCHOR - shiftedEnd).toBeGreaterThanOrEqual(0);
    expect(ANCHOR - shiftedEnd).toBeLessThan(WEEK_S);
    expect(history.realEnd).toBe(shiftedEnd);
    const series = history.series.get(60)!;
    const real = rowsOf(series).filter((candle) => candle.time < history.realEnd);
    const last = hourly.time.length - 1;
    real.slice(-200).forEach((candle, i) => {
      const row = last - (Math.min(200, real.length) - 1) + i;
      expect(candle).toEqual({ ...candleAt(hourly, row), time: hourly.time[row]! + weeks * WEEK_S });
    });
  });

  it.each(SAMPLES)(
    'keeps every %s %s series on the bucket grid, ascending, ending by the anchor',
    (folder, symbol) => {
      const { history, plan } = historyOf(folder, symbol);
      for (const timeframe of plan.all) {
        const series = history.series.get(timeframe)!;
        expect(series.time.length, `${timeframe}`).toBeGreaterThan(0);
        expect(series.time.length).toBeLessThanOrEqual(plan.windowOf.get(timeframe)!);
        const offGrid = series.time.filter((time) => bucketStart(time as UnixSeconds, timeframe) !== time);
        const unordered = series.time.filter((time, i) => i > 0 && !(time > series.time[i - 1]!));
        expect([...offGrid, ...unordered], `${timeframe}`).toEqual([]);
        expect(lastEndOf(series, timeframe)).toBeLessThanOrEqual(ANCHOR);
      }
      // Weekly candles open on Mondays, as exchanges print them.
      const weekdays = new Set(
        Array.from(history.series.get(10080)!.time, (time) => new Date(time * 1000).getUTCDay()),
      );
      expect([...weekdays]).toEqual([1]);
    },
  );

  it.each(SAMPLES)(
    'makes every %s %s timeframe the exact aggregate of the base where the base reaches',
    (folder, symbol) => {
      const { history, plan } = historyOf(folder, symbol);
      const base = history.series.get(plan.base)!;
      for (const timeframe of plan.all.filter((t) => t > plan.base)) {
        const expected = aggregateCovered(base, plan.base, timeframe, ANCHOR);
        expectSameCandles(history.series.get(timeframe)!, expected);
      }
      // And every timeframe above the ground is the aggregate of the ground over the ground's window.
      const ground = history.series.get(history.ground.ground)!;
      for (const timeframe of plan.all.filter((t) => t > history.ground.ground)) {
        expectSameCandles(
          history.series.get(timeframe)!,
          aggregateCovered(ground, history.ground.ground, timeframe, ANCHOR),
        );
      }
    },
  );

  it.each([
    ['crypto', 'BTCUSDT'],
    ['crypto-bybit-linear', 'ETHUSDT'],
    ['crypto-binance-usdm', 'BTCUSDT'],
  ] as const)(
    'leaves no hole in any %s %s series, where files stop early too (crypto never closes)',
    (folder, symbol) => {
      const { history, plan } = historyOf(folder, symbol);
      for (const timeframe of plan.all) {
        const { time } = history.series.get(timeframe)!;
        const holes = Array.from(time).filter((t, i) => i > 0 && t - time[i - 1]! !== timeframe * 60);
        expect(holes, `${timeframe}`).toEqual([]);
      }
    },
  );

  it('carves hourly stock candles stamped at :30 into a 30-minute ground that adds back up to them', () => {
    const { history, shipped, weeks } = historyOf('stocks', 'AAPL');
    expect(history.ground.ground).toBe(30);
    const hourly = shipped.series.find((s) => s.timeframe === 60)!.candles;
    const halfHours = new Map(rowsOf(history.series.get(30)!).map((candle) => [candle.time, candle]));
    let checked = 0;
    for (const real of rowsOf(hourly).slice(-400)) {
      const first = halfHours.get((real.time + weeks * WEEK_S) as UnixSeconds);
      const second = halfHours.get((real.time + weeks * WEEK_S + 1800) as UnixSeconds);
      if (first === undefined || second === undefined) continue;
      checked++;
      expect([
        first.open,
        Math.max(first.high, second.high),
        Math.min(first.low, second.low),
        second.close,
      ]).toEqual([real.open, real.high, real.low, real.close]);
      expect(first.volume + second.volume).toBe(real.volume);
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('fills the gap up to the anchor with generated candles inside the trading session only', () => {
    const { history, instrument } = historyOf('stocks', 'AAPL');
    const generated = rowsOf(history.series.get(1)!).filter((candle) => candle.time >= history.realEnd);
    expect(generated.length).toBeGreaterThan(0);
    for (const candle of generated) expect(isSessionOpen(instrument.session, candle.time)).toBe(true);
    const forex = historyOf('forex', 'EURUSD').history;
    const saturday = rowsOf(forex.series.get(60)!).filter((c) => new Date(c.time * 1000).getUTCDay() === 6);
    expect(saturday).toEqual([]);
  });

  it('builds the same history from the same seed and another generated fill from another seed', () => {
    const first = historyOf('crypto', 'ETHUSDT', 5).history;
    const again = historyOf('crypto', 'ETHUSDT', 5).history;
    const other = historyOf('crypto', 'ETHUSDT', 6).history;
    const pick = (h: History, timeframe: number) => rowsOf(h.series.get(timeframe)!);
    expect(pick(again, 1)).toEqual(pick(first, 1));
    expect(pick(again, 1440)).toEqual(pick(first, 1440));
    expect(pick(other, 1)).not.toEqual(pick(first, 1));
    // Shipped candles do not depend on the seed.
    const realDays = (h: History) => pick(h, 1440).filter((c) => c.time + 86_400 <= h.realEnd - 7 * 86_400);
    expect(realDays(other)).toEqual(realDays(first));
  });
});
