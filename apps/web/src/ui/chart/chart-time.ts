import { useCallback, useState } from 'react';
import { localStore } from '../../lib/storage';

/** Which clock the time axis reads: UTC (the exchanges' candle boundaries) or the browser's own zone. */
export type ChartTimeZone = 'utc' | 'local';

export const TIME_ZONE_KEY = 'chart.time-zone';

const isTimeZone = (value: unknown): value is ChartTimeZone => value === 'utc' || value === 'local';

export const readTimeZone = (): ChartTimeZone => localStore.get(TIME_ZONE_KEY, isTimeZone) ?? 'utc';

/** The UTC / local toggle, remembered in local storage. */
export const useChartTimeZone = (): [ChartTimeZone, (zone: ChartTimeZone) => void] => {
  const [zone, setZone] = useState<ChartTimeZone>(readTimeZone);
  const change = useCallback((next: ChartTimeZone) => {
    localStore.set(TIME_ZONE_KEY, next);
    setZone(next);
  }, []);
  return [zone, change];
};

/** lightweight-charts' TickMarkType: Year, Month, DayOfMonth, Time, TimeWithSeconds. */
const TICK_OPTIONS: readonly Intl.DateTimeFormatOptions[] = [
  { year: 'numeric' },
  { month: 'short' },
  { day: 'numeric' },
  { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
];

const CROSSHAIR_OPTIONS: Intl.DateTimeFormatOptions = {
  year: '2-digit',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (
  locale: string,
  zone: ChartTimeZone,
  kind: string,
  options: Intl.DateTimeFormatOptions,
) => {
  const key = `${locale}|${zone}|${kind}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, zone === 'utc' ? { ...options, timeZone: 'UTC' } : options);
    formatters.set(key, formatter);
  }
  return formatter;
};

/** A label of the time axis for a bar time in unix seconds. */
export const tickLabel = (seconds: number, tickType: number, locale: string, zone: ChartTimeZone): string => {
  const options = TICK_OPTIONS[tickType] ?? TICK_OPTIONS[3]!;
  return formatterOf(locale, zone, `tick${tickType}`, options).format(seconds * 1000);
};

/** The crosshair's time label; a daily or longer bar shows no clock time. */
export const crosshairLabel = (
  seconds: number,
  locale: string,
  zone: ChartTimeZone,
  intraday: boolean,
): string => {
  const options: Intl.DateTimeFormatOptions = intraday
    ? CROSSHAIR_OPTIONS
    : { year: '2-digit', month: 'short', day: 'numeric' };
  return formatterOf(locale, zone, intraday ? 'cross' : 'cross-day', options).format(seconds * 1000);
};
