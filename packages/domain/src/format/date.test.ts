import { describe, expect, it } from 'vitest';
import { formatDate, formatSessionDate } from './date';
import { toLatinDigits } from './locale';

const utc = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min);
const persianUtc = (ms: number) => toLatinDigits(formatDate(ms, { locale: 'fa', timeZone: 'UTC' }));

describe('formatDate', () => {
  it('writes Gregorian yyyy/LL/dd in Latin digits for en', () => {
    expect(formatDate(utc(2026, 3, 5), { locale: 'en', timeZone: 'UTC' })).toBe('2026/03/05');
    expect(formatDate(utc(2026, 3, 5, 0, 7), { locale: 'en', timeZone: 'UTC', withTime: true })).toBe(
      '2026/03/05 00:07',
    );
    expect(formatDate(utc(2025, 12, 31, 23, 59), { locale: 'en', timeZone: 'UTC', withTime: true })).toBe(
      '2025/12/31 23:59',
    );
  });

  it('writes Solar Hijri dates in Persian digits for fa', () => {
    // Nowruz 1405 fell on Saturday 21 March 2026 (vernal equinox 20 March 14:46 UTC, after Tehran noon).
    expect(formatDate(utc(2026, 3, 21), { locale: 'fa', timeZone: 'UTC' })).toBe('۱۴۰۵/۰۱/۰۱');
    expect(formatDate(utc(2026, 3, 21, 14, 5), { locale: 'fa', timeZone: 'UTC', withTime: true })).toBe(
      '۱۴۰۵/۰۱/۰۱ ۱۴:۰۵',
    );
  });

  it('matches published Nowruz dates for 1403 to 1405', () => {
    // Published starts of the Iranian year: 20 March 2024, 21 March 2025, 21 March 2026.
    expect(persianUtc(utc(2024, 3, 20))).toBe('1403/01/01');
    expect(persianUtc(utc(2025, 3, 21))).toBe('1404/01/01');
    expect(persianUtc(utc(2026, 3, 21))).toBe('1405/01/01');
  });

  it('walks day by day through the Solar Hijri month lengths', () => {
    // Second route, independent of Intl: six months of 31 days, five of 30, and Esfand of 30 in the leap
    // year 1403 (366 days between the Nowruz dates above) and 29 in 1404 (365 days).
    const monthLengths = (leap: boolean) => [31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, leap ? 30 : 29];
    const expected: string[] = [];
    for (const [year, leap] of [
      [1403, true],
      [1404, false],
    ] as const) {
      monthLengths(leap).forEach((length, month) => {
        for (let day = 1; day <= length; day += 1) {
          expected.push(`${year}/${String(month + 1).padStart(2, '0')}/${String(day).padStart(2, '0')}`);
        }
      });
    }
    const start = utc(2024, 3, 20);
    const actual = expected.map((_, i) => persianUtc(start + i * 86_400_000));
    expect(actual).toEqual(expected);
    expect(persianUtc(start + expected.length * 86_400_000)).toBe('1405/01/01');
  });

  it('shows the runtime zone for local time', () => {
    const ms = utc(2026, 7, 9, 18, 45);
    const local = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `${local.getFullYear()}/${pad(local.getMonth() + 1)}/${pad(local.getDate())} ${pad(local.getHours())}:${pad(local.getMinutes())}`;
    expect(formatDate(ms, { locale: 'en', timeZone: 'local', withTime: true })).toBe(expected);
  });

  it('shows a dash for an invalid instant', () => {
    expect(formatDate(Number.NaN, { locale: 'en', timeZone: 'UTC' })).toBe('-');
  });
});

describe('formatSessionDate', () => {
  it('writes day, short month and year in en-GB', () => {
    expect(formatSessionDate(utc(2026, 3, 5, 10), 'UTC')).toBe('5 Mar 2026');
    expect(formatSessionDate(utc(2025, 12, 31, 23), 'UTC')).toBe('31 Dec 2025');
  });

  it('shows a dash when the session has no such date', () => {
    expect(formatSessionDate(null)).toBe('-');
    expect(formatSessionDate(undefined)).toBe('-');
  });
});
