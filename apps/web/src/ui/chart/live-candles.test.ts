import { describe, expect, it } from 'vitest';
import { mergePrice } from './live-candles';

const HOUR = 3600;
const candles = [
  { time: 0, open: 10, high: 12, low: 9, close: 11, volume: 5 },
  { time: HOUR, open: 11, high: 13, low: 10, close: 12, volume: 3 },
];

describe('the forming candle', () => {
  it('moves the close and stretches high and low within its hour', () => {
    const next = mergePrice(candles, 14, HOUR + 60, HOUR);
    expect(next.at(-1)).toEqual({ time: HOUR, open: 11, high: 14, low: 10, close: 14, volume: 3 });
    expect(mergePrice(next, 8, HOUR + 120, HOUR).at(-1)).toMatchObject({ high: 14, low: 8, close: 8 });
    expect(next[0]).toBe(candles[0]);
  });

  it('opens the next candle on the series step once the hour is over, even after a gap', () => {
    expect(mergePrice(candles, 15, 2 * HOUR + 5, HOUR).at(-1)).toEqual({
      time: 2 * HOUR,
      open: 15,
      high: 15,
      low: 15,
      close: 15,
      volume: 0,
    });
    expect(mergePrice(candles, 15, 5 * HOUR + 5, HOUR).at(-1)?.time).toBe(5 * HOUR);
  });

  it('ignores a stale, unchanged or broken tick and an empty series', () => {
    expect(mergePrice(candles, 15, HOUR - 1, HOUR)).toBe(candles);
    expect(mergePrice(candles, 12, HOUR + 1, HOUR)).toBe(candles);
    expect(mergePrice(candles, Number.NaN, HOUR + 1, HOUR)).toBe(candles);
    expect(mergePrice([], 15, HOUR, HOUR)).toEqual([]);
  });
});
