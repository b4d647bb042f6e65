import { describe, expect, it } from 'vitest';
import { forwardReturn, judgeTrade } from './judge';

/** Hand-made candles: [high, low, close] per bar; bar 0 is the entry (close 100). */
const candles = (bars: readonly (readonly [number, number, number])[]) => ({
  high: bars.map((bar) => bar[0]),
  low: bars.map((bar) => bar[1]),
  close: bars.map((bar) => bar[2]),
});

// A buy at 100 with its target at 110 and its invalidation at 95, judged over 3 candles.
const buy = (bars: readonly (readonly [number, number, number])[]) =>
  judgeTrade(candles([[100, 100, 100], ...bars]), 0, 1, 110, 95, 3);

describe('judging a trade', () => {
  it('is a win when a range reaches the target before any close beyond the invalidation', () => {
    expect(
      buy([
        [104, 99, 103],
        [111, 102, 108],
        [108, 90, 91],
      ]),
    ).toBe('win');
  });

  it('is a loss when a close beyond the invalidation comes first', () => {
    expect(
      buy([
        [101, 93, 94],
        [120, 94, 119],
        [121, 118, 120],
      ]),
    ).toBe('loss');
  });

  it('is not voided by a wick beyond the invalidation that closes back inside', () => {
    expect(
      buy([
        [101, 90, 99],
        [112, 98, 111],
        [100, 99, 100],
      ]),
    ).toBe('win');
  });

  it('expires when neither happens within the validity, whatever comes after', () => {
    expect(
      buy([
        [104, 99, 103],
        [106, 101, 104],
        [107, 100, 101],
        [130, 120, 125],
      ]),
    ).toBe('expired');
  });

  it('counts a candle that reaches the target and closes beyond the invalidation as a loss', () => {
    expect(
      buy([
        [104, 99, 103],
        [112, 92, 94],
        [130, 120, 125],
      ]),
    ).toBe('loss');
  });

  it('mirrors for a sell: a low at the target wins, a close above the invalidation loses', () => {
    const bars = candles([
      [100, 100, 100],
      [101, 95, 96],
      [100, 89, 92],
    ]);
    expect(judgeTrade(bars, 0, -1, 90, 105, 2)).toBe('win');
    const voided = candles([
      [100, 100, 100],
      [106, 99, 105.5],
      [100, 80, 85],
    ]);
    expect(judgeTrade(voided, 0, -1, 90, 105, 2)).toBe('loss');
  });

  it('measures the forward return in the signal direction', () => {
    const close = [100, 102, 95];
    expect(forwardReturn(close, 0, 1, 1)).toBeCloseTo(0.02);
    expect(forwardReturn(close, 0, 2, -1)).toBeCloseTo(0.05);
  });
});
