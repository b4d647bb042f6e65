import type { Candle, UnixSeconds } from '@tradescope/engine';
import { describe, expect, it } from 'vitest';
import { candleOfOanda, candleOfOhlcv, candlesOfUdf, ordered, secondsOfOandaTime } from './candle-mapping';

describe('candle mapping', () => {
  it('turns a ccxt row of milliseconds into a candle of seconds', () => {
    expect(candleOfOhlcv([1_772_445_600_000, 100, 101, 99.5, 100.5, 12.5])).toEqual({
      time: 1_772_445_600,
      open: 100,
      high: 101,
      low: 99.5,
      close: 100.5,
      volume: 12.5,
    });
  });

  it('drops rows that are not candles', () => {
    expect(candleOfOhlcv([undefined, 1, 2, 0, 1, 1])).toBeUndefined();
    expect(candleOfOhlcv([60_000, 1, 0.5, 0.8, 1, 1])).toBeUndefined();
    expect(candleOfOhlcv([60_000, 1, 2, 0.5, 'x', 1])).toBeUndefined();
    expect(candleOfOhlcv([60_000, 1, 2, 0.5, 1, -1])).toBeUndefined();
  });

  it('reads OANDA mid prices from decimal strings and its times in RFC 3339 or UNIX form', () => {
    const raw = {
      complete: true,
      volume: 42,
      time: '2026-03-02T10:00:00.000000000Z',
      mid: { o: '1.08512', h: '1.08530', l: '1.08490', c: '1.08521' },
    };
    expect(candleOfOanda(raw)).toEqual({
      complete: true,
      candle: { time: 1_772_445_600, open: 1.08512, high: 1.0853, low: 1.0849, close: 1.08521, volume: 42 },
    });
    expect(candleOfOanda({ ...raw, complete: false })?.complete).toBe(false);
    expect(candleOfOanda({ ...raw, mid: undefined })).toBeUndefined();
    expect(secondsOfOandaTime('1772445600.000000000')).toBe(1_772_445_600);
    expect(secondsOfOandaTime(12)).toBeNaN();
  });

  it('reads UDF column arrays and undoes a feed offset', () => {
    const bars = { t: [3600, 3660], o: [1, 2], h: [2, 3], l: [0.5, 1.5], c: [1.5, 2.5], v: [10, 20] };
    expect(candlesOfUdf(bars, 3600).map((candle) => candle.time)).toEqual([0, 60]);
    expect(candlesOfUdf({ t: [60], o: [1], h: [0], l: [1], c: [1] })).toEqual([]);
  });

  it('orders candles and keeps the latest word for each open time', () => {
    const bar = (time: number, volume: number): Candle => ({
      time: time as UnixSeconds,
      open: 1,
      high: 1,
      low: 1,
      close: 1,
      volume,
    });
    expect(ordered([bar(120, 1), bar(60, 1), bar(120, 2)])).toEqual([bar(60, 1), bar(120, 2)]);
  });
});
