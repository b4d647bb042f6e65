import { unixSeconds } from '@tradescope/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketStart, CalendarTimeframe, canAggregate, nextBucketStart } from './timeframe';

const at = (iso: string) => unixSeconds(Date.parse(iso) / 1000);
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('bucketStart', () => {
  it('aligns intraday and daily candles to the UTC epoch, as Binance does', () => {
    expect(iso(bucketStart(at('2022-10-12T13:37:05Z'), 240))).toBe('2022-10-12T12:00:00.000Z');
    expect(iso(bucketStart(at('2022-10-12T13:37:05Z'), 15))).toBe('2022-10-12T13:30:00.000Z');
    expect(iso(bucketStart(at('2022-10-12T23:59:59Z'), 1440))).toBe('2022-10-12T00:00:00.000Z');
  });

  it('opens weeks on Monday 00:00 UTC (2022-10-10 was a Monday)', () => {
    expect(iso(bucketStart(at('2022-10-12T13:37:05Z'), CalendarTimeframe.week))).toBe(
      '2022-10-10T00:00:00.000Z',
    );
    expect(iso(bucketStart(at('2022-10-10T00:00:00Z'), CalendarTimeframe.week))).toBe(
      '2022-10-10T00:00:00.000Z',
    );
    expect(iso(bucketStart(at('2022-10-09T23:59:59Z'), CalendarTimeframe.week))).toBe(
      '2022-10-03T00:00:00.000Z',
    );
    expect(iso(bucketStart(at('1970-01-01T00:00:00Z'), CalendarTimeframe.week))).toBe(
      '1969-12-29T00:00:00.000Z',
    );
  });

  it('treats 43800 minutes as the calendar month, leap February included', () => {
    const month = CalendarTimeframe.month;
    expect(iso(bucketStart(at('2024-02-29T12:00:00Z'), month))).toBe('2024-02-01T00:00:00.000Z');
    expect(iso(nextBucketStart(at('2024-02-01T00:00:00Z'), month))).toBe('2024-03-01T00:00:00.000Z');
    expect(iso(nextBucketStart(at('2022-12-01T00:00:00Z'), month))).toBe('2023-01-01T00:00:00.000Z');
  });

  it('puts every time in [start, next start) with weeks on Mondays', () => {
    const timeframes = fc.constantFrom(1, 3, 5, 15, 30, 60, 120, 240, 360, 720, 1440, 10080, 43800);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), timeframes, (t, timeframe) => {
        const start = bucketStart(unixSeconds(t), timeframe);
        expect(start).toBeLessThanOrEqual(t);
        expect(nextBucketStart(start, timeframe)).toBeGreaterThan(t);
        expect(bucketStart(start, timeframe)).toBe(start);
        if (timeframe === CalendarTimeframe.week) expect(new Date(start * 1000).getUTCDay()).toBe(1);
        if (timeframe === CalendarTimeframe.month) expect(new Date(start * 1000).getUTCDate()).toBe(1);
      }),
    );
  });

  it('rejects timeframes that are not whole positive minutes', () => {
    expect(() => bucketStart(unixSeconds(0), 0)).toThrow(RangeError);
    expect(() => bucketStart(unixSeconds(0), 2.5)).toThrow(RangeError);
  });
});

describe('canAggregate', () => {
  it('accepts lower timeframes that tile the higher one', () => {
    expect(canAggregate(60, 240)).toBe(true);
    expect(canAggregate(240, 1440)).toBe(true);
    expect(canAggregate(1440, CalendarTimeframe.week)).toBe(true);
    expect(canAggregate(240, CalendarTimeframe.month)).toBe(true);
  });

  it('refuses weeks into months, 90 into 240, and equal or larger targets', () => {
    expect(canAggregate(CalendarTimeframe.week, CalendarTimeframe.month)).toBe(false);
    expect(canAggregate(90, 240)).toBe(false);
    expect(canAggregate(240, 240)).toBe(false);
    expect(canAggregate(240, 60)).toBe(false);
  });
});
