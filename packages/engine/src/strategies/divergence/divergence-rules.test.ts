import { describe, expect, it } from 'vitest';
import type { Pivot } from '../../pivots';
import { diverges, lineHolds } from './divergence-rules';

describe('diverges (ta-reference §2 table)', () => {
  it('reads regular bullish as a lower price low with a higher oscillator low', () => {
    expect(diverges('regular', 'bullish', 100, 95, 25, 30)).toBe(true);
    expect(diverges('regular', 'bullish', 100, 95, 30, 25)).toBe(false);
  });

  it('reads hidden bullish as a higher price low with a lower oscillator low', () => {
    expect(diverges('hidden', 'bullish', 95, 100, 30, 25)).toBe(true);
    expect(diverges('hidden', 'bullish', 95, 100, 25, 30)).toBe(false);
  });

  it('mirrors both on highs for the bearish side', () => {
    expect(diverges('regular', 'bearish', 100, 105, 70, 65)).toBe(true);
    expect(diverges('hidden', 'bearish', 105, 100, 65, 70)).toBe(true);
    expect(diverges('regular', 'bearish', 100, 105, 65, 70)).toBe(false);
  });

  it('sees no divergence in equal readings, nor in differences of rounding size', () => {
    expect(diverges('regular', 'bullish', 100, 100, 25, 30)).toBe(false);
    expect(diverges('regular', 'bullish', 100, 95, 30, 30 + 1e-12)).toBe(false);
  });
});

describe('lineHolds', () => {
  const low = (index: number, price: number): Pivot => ({
    level: 'Minor',
    index,
    kind: 'low',
    price,
    confirmedAt: index + 5,
  });

  it('accepts lows that stay on or above the line joining two swing lows', () => {
    // Line from 100 (bar 0) to 90 (bar 10): 95 at bar 5.
    const lows = Float64Array.from([100, 101, 99, 97, 96, 95, 94, 93.5, 92.5, 91.5, 90]);
    expect(lineHolds(lows, low(0, 100), low(10, 90), 0)).toBe(true);
  });

  it('rejects a candle cutting under the line', () => {
    const lows = Float64Array.from([100, 101, 99, 97, 96, 94.9, 94, 93.5, 92.5, 91.5, 90]);
    expect(lineHolds(lows, low(0, 100), low(10, 90), 0)).toBe(false);
  });
});
