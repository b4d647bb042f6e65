import { unixSeconds } from '@tradescope/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Candle } from './candle';
import { CandleSeries, UpsertResult } from './candle-series';

const key = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 240 };
const candle = (time: number, close = time / 100): Candle => ({
  time: unixSeconds(time),
  open: close,
  high: close + 1,
  low: close - 1,
  close,
  volume: time % 7,
});

describe('CandleSeries', () => {
  it('appends candles and exposes them as columns', () => {
    const series = new CandleSeries(key, { initialCapacity: 1 });
    for (const t of [100, 200, 300]) series.append(candle(t));
    const { time, close } = series.columns();
    expect(Array.from(time)).toEqual([100, 200, 300]);
    expect(Array.from(close)).toEqual([1, 2, 3]);
    expect(series.last()).toEqual(candle(300));
  });

  it('moves the open candle with replaceLast, and upsert picks replace or append by time', () => {
    const series = new CandleSeries(key);
    expect(series.upsert(candle(100, 5))).toBe(UpsertResult.appended);
    expect(series.upsert(candle(100, 6))).toBe(UpsertResult.replaced);
    expect(series.upsert(candle(200, 7))).toBe(UpsertResult.appended);
    expect(Array.from(series.columns().close)).toEqual([6, 7]);
  });

  it('refuses candles that do not open after the last one, and replacements of another time', () => {
    const series = new CandleSeries(key);
    series.append(candle(200));
    expect(() => series.append(candle(200))).toThrow(RangeError);
    expect(() => series.append(candle(100))).toThrow(RangeError);
    expect(() => series.replaceLast(candle(300))).toThrow(RangeError);
    expect(() => new CandleSeries(key).replaceLast(candle(1))).toThrow(RangeError);
  });

  it('keeps only the most recent maxLength candles, in order, however many arrive', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 300 }), (maxLength, count) => {
        const series = new CandleSeries(key, { maxLength, initialCapacity: 2 });
        for (let i = 1; i <= count; i++) series.append(candle(i * 60));
        const expected = Array.from({ length: count }, (_, i) => (i + 1) * 60).slice(-maxLength);
        expect(Array.from(series.columns().time)).toEqual(expected);
        expect(Array.from(series.columns().volume)).toEqual(expected.map((t) => t % 7));
        expect(series.length).toBe(expected.length);
      }),
    );
  });

  it("slides a full series back in place: a feed's closes never grow its buffers", () => {
    const history = new CandleSeries(key);
    for (let i = 1; i <= 1000; i++) history.append(candle(i * 60));
    const series = CandleSeries.fromColumns(key, history.columns(), { maxLength: 1000 });
    const bytes = series.columns().close.buffer.byteLength;
    for (let i = 1001; i <= 3500; i++) series.append(candle(i * 60));
    expect(series.columns().close.buffer.byteLength).toBe(bytes);
    expect(series.length).toBe(1000);
    expect(series.at(0)).toEqual(candle(2501 * 60));
    expect(series.last()).toEqual(candle(3500 * 60));
  });

  it('builds from columns, keeping the newest when over maxLength', () => {
    const source = new CandleSeries(key);
    for (const t of [1, 2, 3, 4, 5]) source.append(candle(t));
    const copy = CandleSeries.fromColumns(key, source.columns(), { maxLength: 3 });
    expect(Array.from(copy.columns().time)).toEqual([3, 4, 5]);
    expect(copy.at(0)).toEqual(candle(3));
  });
});
