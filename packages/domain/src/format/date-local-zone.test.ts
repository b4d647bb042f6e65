import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate } from './date';

// Tehran keeps +03:30 all year since Iran dropped daylight saving in 2022. Setting TZ before the first
// local format in this file makes Node and Intl use that zone.
describe('formatDate in a local zone away from UTC', () => {
  beforeAll(() => {
    vi.stubEnv('TZ', 'Asia/Tehran');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('moves to the next day when local midnight has passed but UTC midnight has not', () => {
    const ms = Date.UTC(2026, 2, 20, 21, 0); // 00:30 on 21 March in Tehran
    expect(formatDate(ms, { locale: 'en', timeZone: 'UTC', withTime: true })).toBe('2026/03/20 21:00');
    expect(formatDate(ms, { locale: 'en', timeZone: 'local', withTime: true })).toBe('2026/03/21 00:30');
    expect(formatDate(ms, { locale: 'fa', timeZone: 'local', withTime: true })).toBe('۱۴۰۵/۰۱/۰۱ ۰۰:۳۰');
  });
});
