import { MISSING_VALUE } from './fixed-decimals';
import type { FormatLocale } from './locale';

/** Spec §9: dates show in UTC or in the viewer's own zone, as the user switches. */
export type DateTimeZone = 'UTC' | 'local';

export interface DateFormatOptions {
  readonly locale: FormatLocale;
  readonly timeZone: DateTimeZone;
  /** Appends HH:mm (24-hour) after the yyyy/LL/dd date. */
  readonly withTime?: boolean;
}

// English dates are Gregorian in Latin digits; Persian ones use the Solar Hijri calendar and Persian digits.
const INTL_LOCALE: Record<FormatLocale, string> = {
  en: 'en-US-u-ca-gregory-nu-latn',
  fa: 'fa-IR-u-ca-persian',
};

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (locale: string, timeZone: DateTimeZone, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // Leaving timeZone out makes Intl use the runtime's own zone, which is what "local" means.
    const zone = timeZone === 'UTC' ? { timeZone: 'UTC' } : {};
    formatter = new Intl.DateTimeFormat(locale, { ...options, ...zone });
    formatters.set(key, formatter);
  }
  return formatter;
};

const DATE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * Formats an instant as yyyy/LL/dd, or yyyy/LL/dd HH:mm with `withTime`. The pattern is assembled from
 * Intl's parts so both languages share it whatever order or separators the locale would pick.
 */
export const formatDate = (ms: number, options: DateFormatOptions): string => {
  if (!Number.isFinite(ms)) return MISSING_VALUE;
  const parts = formatterFor(INTL_LOCALE[options.locale], options.timeZone, DATE_TIME_PARTS).formatToParts(
    ms,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}/${part('month')}/${part('day')}`;
  return options.withTime ? `${date} ${part('hour')}:${part('minute')}` : date;
};

/**
 * Spec §2 active sessions: day, short month and year in en-GB ("5 Mar 2026") whatever the interface
 * language; a dash when the instant is absent (a session not logged out yet).
 */
export const formatSessionDate = (
  ms: number | null | undefined,
  timeZone: DateTimeZone = 'local',
): string => {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return MISSING_VALUE;
  return formatterFor('en-GB', timeZone, { day: 'numeric', month: 'short', year: 'numeric' }).format(ms);
};
