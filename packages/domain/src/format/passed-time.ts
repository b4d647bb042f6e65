export const PASSED_TIME_UNITS = ['just-now', 'minute', 'hour', 'day', 'month', 'year'] as const;
export type PassedTimeUnit = (typeof PASSED_TIME_UNITS)[number];
export type PassedTimeDirection = 'ago' | 'later';

export interface PassedTime {
  readonly unit: PassedTimeUnit;
  /** Whole units elapsed (0 for just-now). */
  readonly count: number;
  readonly direction: PassedTimeDirection;
  /** The instant the displayed text next changes, so the UI can refresh exactly then (spec §4). */
  readonly nextChangeAtMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const YEAR_MS = 365 * DAY_MS;
// A twelfth of a 365-day year (a whole number of ms), so "12 months" never shows: that distance is a year.
const MONTH_MS = YEAR_MS / 12;

/** Each unit with its length; a distance shows in the largest unit it reaches. Under a minute is just-now. */
const UNIT_SIZES = [
  ['year', YEAR_MS],
  ['month', MONTH_MS],
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', MINUTE_MS],
] as const;

/** The distance (ms) at which the unit above `index` takes over. */
const ceilingOf = (index: number): number => UNIT_SIZES[index - 1]?.[1] ?? Number.POSITIVE_INFINITY;

/**
 * Describes how far `thenMs` lies from `nowMs` as a code (not text). A time in the past reads "ago", one in
 * the future "later". Times are integer milliseconds; `nextChangeAtMs` is the first millisecond at which the
 * shown text differs (just-now shows no direction, so crossing `thenMs` does not change it).
 */
export const formatPassedTime = (thenMs: number, nowMs: number): PassedTime => {
  const direction: PassedTimeDirection = nowMs >= thenMs ? 'ago' : 'later';
  const distance = Math.abs(nowMs - thenMs);
  const index = UNIT_SIZES.findIndex(([, size]) => distance >= size);
  const match = UNIT_SIZES[index];
  // "just now" reads the same on both sides, so it holds until a full minute has passed.
  if (!match) return { unit: 'just-now', count: 0, direction, nextChangeAtMs: thenMs + MINUTE_MS };
  const [unit, size] = match;
  const count = Math.floor(distance / size);
  const nextChangeAtMs =
    direction === 'ago' ? thenMs + Math.min((count + 1) * size, ceilingOf(index)) : thenMs - count * size + 1;
  return { unit, count, direction, nextChangeAtMs };
};
