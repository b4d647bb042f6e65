import { describe, expect, it } from 'vitest';
import { addDays, SECONDS_PER_DAY, unixSeconds, unixSecondsFromMillis } from './unix-seconds';

describe('unix seconds', () => {
  it('has 86400 seconds in a day', () => {
    expect(SECONDS_PER_DAY).toBe(24 * 60 * 60);
  });

  it('refuses a fractional or non-finite value', () => {
    expect(() => unixSeconds(1.5)).toThrow(RangeError);
    expect(() => unixSeconds(Number.NaN)).toThrow(RangeError);
  });

  it('converts milliseconds by dropping the partial second', () => {
    // 2023-11-14T22:13:20.999Z
    expect(unixSecondsFromMillis(1_700_000_000_999)).toBe(1_700_000_000);
  });

  it('adds whole days', () => {
    expect(addDays(unixSeconds(1_700_000_000), 30)).toBe(1_700_000_000 + 30 * 86_400);
  });
});
