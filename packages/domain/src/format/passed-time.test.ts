import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPassedTime } from './passed-time';
import { passedTimeText } from './passed-time-text';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const THEN = Date.UTC(2026, 2, 21, 12, 0, 0);

const textAt = (then: number, now: number, locale: 'en' | 'fa' = 'en') =>
  passedTimeText(formatPassedTime(then, now), locale);

describe('formatPassedTime', () => {
  it('says just now under a minute, on either side', () => {
    expect(formatPassedTime(THEN, THEN + 59_999)).toMatchObject({
      unit: 'just-now',
      count: 0,
      direction: 'ago',
    });
    expect(formatPassedTime(THEN, THEN - 30_000)).toMatchObject({ unit: 'just-now', direction: 'later' });
  });

  it('counts whole units in the largest unit reached', () => {
    expect(formatPassedTime(THEN, THEN + 5 * MINUTE + 59_000)).toMatchObject({ unit: 'minute', count: 5 });
    expect(formatPassedTime(THEN, THEN + 59 * MINUTE)).toMatchObject({ unit: 'minute', count: 59 });
    expect(formatPassedTime(THEN, THEN + HOUR)).toMatchObject({ unit: 'hour', count: 1 });
    expect(formatPassedTime(THEN, THEN + 2 * DAY)).toMatchObject({ unit: 'day', count: 2, direction: 'ago' });
    expect(formatPassedTime(THEN, THEN + 30 * DAY)).toMatchObject({ unit: 'day', count: 30 });
    expect(formatPassedTime(THEN, THEN + 31 * DAY)).toMatchObject({ unit: 'month', count: 1 });
    expect(formatPassedTime(THEN, THEN + 364 * DAY)).toMatchObject({ unit: 'month', count: 11 });
    expect(formatPassedTime(THEN, THEN + 365 * DAY)).toMatchObject({ unit: 'year', count: 1 });
    expect(formatPassedTime(THEN, THEN + 3 * 365 * DAY + DAY)).toMatchObject({ unit: 'year', count: 3 });
  });

  it('says later for a time in the future', () => {
    expect(formatPassedTime(THEN, THEN - 2 * DAY - HOUR)).toMatchObject({
      unit: 'day',
      count: 2,
      direction: 'later',
    });
  });

  it('reports the boundary where the text next changes', () => {
    expect(formatPassedTime(THEN, THEN + 10_000).nextChangeAtMs).toBe(THEN + MINUTE);
    expect(formatPassedTime(THEN, THEN + 5 * MINUTE + 1).nextChangeAtMs).toBe(THEN + 6 * MINUTE);
    expect(formatPassedTime(THEN, THEN + 59 * MINUTE).nextChangeAtMs).toBe(THEN + HOUR);
    // Day 30 of "days" ends at the month boundary (365/12 days), not at day 31.
    expect(formatPassedTime(THEN, THEN + 30 * DAY).nextChangeAtMs).toBe(THEN + (365 * DAY) / 12);
    // Counting down: "3 hours later" becomes "2 hours later" one millisecond after exactly 3 hours remain.
    expect(formatPassedTime(THEN, THEN - 3 * HOUR - 5).nextChangeAtMs).toBe(THEN - 3 * HOUR + 1);
  });

  it('keeps the same text until nextChangeAtMs and changes exactly then', () => {
    const span = 3 * 365 * DAY;
    fc.assert(
      fc.property(fc.integer({ min: -span, max: span }), (offset) => {
        const now = THEN + offset;
        const { nextChangeAtMs } = formatPassedTime(THEN, now);
        expect(nextChangeAtMs).toBeGreaterThan(now);
        expect(textAt(THEN, nextChangeAtMs - 1)).toBe(textAt(THEN, now));
        expect(textAt(THEN, nextChangeAtMs)).not.toBe(textAt(THEN, now));
      }),
    );
  });
});

describe('passedTimeText', () => {
  it('writes English with plural units', () => {
    expect(textAt(THEN, THEN)).toBe('just now');
    expect(textAt(THEN, THEN + MINUTE)).toBe('1 minute ago');
    expect(textAt(THEN, THEN + 5 * MINUTE)).toBe('5 minutes ago');
    expect(textAt(THEN, THEN - 2 * DAY)).toBe('2 days later');
    expect(textAt(THEN, THEN + 400 * DAY)).toBe('1 year ago');
  });

  it('writes Persian with Persian digits and singular units', () => {
    expect(textAt(THEN, THEN + 5 * MINUTE, 'fa')).toBe('۵ دقیقه پیش');
    expect(textAt(THEN, THEN + 20_000, 'fa')).toBe('همین الان');
    expect(textAt(THEN, THEN - 2 * DAY, 'fa')).toBe('۲ روز بعد');
    expect(textAt(THEN, THEN + 3 * HOUR, 'fa')).toBe('۳ ساعت پیش');
    expect(textAt(THEN, THEN + 12 * 365 * DAY, 'fa')).toBe('۱۲ سال پیش');
  });
});
