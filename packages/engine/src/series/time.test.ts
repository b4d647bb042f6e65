import { describe, expect, it } from 'vitest';
import { millisToSeconds, secondsToMillis, unixMillis, unixSeconds } from './time';

describe('time units', () => {
  it('converts exchange milliseconds to candle seconds, dropping the sub-second part', () => {
    // Binance kline open time 1665460800000 = 2022-10-11T04:00:00Z.
    expect(millisToSeconds(unixMillis(1_665_460_800_999))).toBe(1_665_460_800);
    expect(secondsToMillis(unixSeconds(1_665_460_800))).toBe(1_665_460_800_000);
    expect(new Date(secondsToMillis(unixSeconds(1_665_460_800))).toISOString()).toBe(
      '2022-10-11T04:00:00.000Z',
    );
  });
});
