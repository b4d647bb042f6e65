import type { Candle, UnixSeconds } from '@tradescope/engine';
import { describe, expect, it } from 'vitest';
import { KlineCloser, withTick } from './kline-closer';

const kline = (time: number, close = 10): Candle => ({
  time: time as UnixSeconds,
  open: 10,
  high: Math.max(10, close),
  low: Math.min(10, close),
  close,
  volume: 1,
});

describe('closed-candle detection', () => {
  it('closes the forming candle when a kline of the next one arrives', () => {
    const closer = new KlineCloser();
    expect(closer.update(kline(60, 11))).toEqual([]);
    expect(closer.update(kline(60, 12))).toEqual([]);
    expect(closer.update(kline(120))).toEqual([kline(60, 12)]);
    expect(closer.forming).toEqual(kline(120));
  });

  it('closes a kline flagged final at once and ignores its late updates', () => {
    const closer = new KlineCloser();
    closer.update(kline(60, 11));
    expect(closer.update(kline(60, 12), true)).toEqual([kline(60, 12)]);
    expect(closer.forming).toBeUndefined();
    expect(closer.update(kline(60, 13))).toEqual([]);
    expect(closer.update(kline(120))).toEqual([]);
  });

  it('ignores klines older than the forming candle or already closed', () => {
    const closer = new KlineCloser(60);
    expect(closer.update(kline(60))).toEqual([]);
    closer.update(kline(180));
    expect(closer.update(kline(120))).toEqual([]);
    expect(closer.forming?.time).toBe(180);
  });

  it('never closes a candle it forgot after a drop', () => {
    const closer = new KlineCloser();
    closer.update(kline(60, 11));
    closer.forget();
    expect(closer.update(kline(180))).toEqual([]);
  });
});

describe('forming candle from trade prices', () => {
  it('opens a candle at the first price of a bucket and widens it with later ones', () => {
    const first = withTick(undefined, 60, 1.1);
    expect(first).toMatchObject({ time: 60, open: 1.1, high: 1.1, low: 1.1, close: 1.1 });
    const moved = withTick(withTick(first, 60, 1.3), 60, 1.0);
    expect(moved).toMatchObject({ time: 60, open: 1.1, high: 1.3, low: 1.0, close: 1.0 });
    expect(withTick(moved, 0, 5)).toBe(moved);
    expect(withTick(moved, 120, 2)).toMatchObject({ time: 120, open: 2 });
  });
});
