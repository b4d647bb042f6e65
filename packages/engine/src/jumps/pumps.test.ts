import { describe, expect, it } from 'vitest';
import { candlesFromCloses, flat, ramp } from '../../test/constructed-candles';
import { detectPumps, pumpStats } from './pumps';

/** Hourly candles: 100 flat at 100 on volume 10, then 12 rising by 0.5 to 106 on volume 30. */
const closes = [...flat(100, 100), ...ramp(100, 0.5, 12)];
const volume = [...flat(10, 100), ...flat(30, 12)];
const hourly = candlesFromCloses(closes, { volume });

describe('pumps', () => {
  it('flags the last 12 hours: +6 % on 3 times the volume of the 12 hours before (≥ 5 %, ≥ 2x)', () => {
    const stats = pumpStats(hourly, 60, 720)!;
    expect(stats).toMatchObject({
      open: 100,
      close: 106,
      volume: 360,
      baseline: 120,
      volumeRatio: 3,
      isPump: true,
    });
    expect(stats.change).toBeCloseTo(6, 12);
    expect(stats.from).toBe(hourly.time[100]);
  });

  it('does not flag the day: the same +6 % is under the 8 % a 1440-minute pump needs', () => {
    // Day volume 360 + 12·10 = 480 against the mean of the days before (240): 2x, but only +6 %.
    const stats = pumpStats(hourly, 60, 1440)!;
    expect(stats).toMatchObject({ volume: 480, baseline: 240, volumeRatio: 2, isPump: false });
  });

  it('skips windows the series is too short for and rejects windows that are not whole candles', () => {
    expect(detectPumps(hourly, 60).map((s) => s.window)).toEqual([720, 1440]);
    expect(pumpStats(hourly, 60, 10080)).toBeNull();
    expect(() => pumpStats(hourly, 7, 720)).toThrow(RangeError);
  });
});
