import type { UnixSeconds } from '@tradescope/domain';

/** Bucket edges are whole seconds by construction, so they are branded without the domain's check. */
const seconds = (value: number): UnixSeconds => value as UnixSeconds;

/** A timeframe in minutes, as the product names them (spec: 1, 3, 5 … 1440, 10080, 43800). */
export type TimeframeMinutes = number;

export const CalendarTimeframe = {
  day: 1440,
  week: 10080,
  /** The product's name for one calendar month. */
  month: 43800,
} as const;

const DAY_SECONDS = 86_400;
const WEEK_SECONDS = 604_800;
/** 1970-01-05 00:00 UTC, the first Monday after the epoch: exchanges open weekly candles on Mondays. */
const FIRST_MONDAY = 4 * DAY_SECONDS;

export const isTimeframe = (timeframe: number): timeframe is TimeframeMinutes =>
  Number.isInteger(timeframe) && timeframe > 0;

const assertTimeframe = (timeframe: number): void => {
  if (!isTimeframe(timeframe)) throw new RangeError(`timeframe must be a positive whole number of minutes`);
};

/** Open time of the candle of `timeframe` that contains `time`. */
export function bucketStart(time: UnixSeconds, timeframe: TimeframeMinutes): UnixSeconds {
  assertTimeframe(timeframe);
  if (timeframe === CalendarTimeframe.month) {
    const date = new Date(time * 1000);
    return seconds(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000);
  }
  if (timeframe === CalendarTimeframe.week) {
    return seconds(Math.floor((time - FIRST_MONDAY) / WEEK_SECONDS) * WEEK_SECONDS + FIRST_MONDAY);
  }
  // Other timeframes align to the epoch, as Binance and OANDA (UTC alignment) do.
  const size = timeframe * 60;
  return seconds(Math.floor(time / size) * size);
}

/** Open time of the candle after the one that opens at `start`. */
export function nextBucketStart(start: UnixSeconds, timeframe: TimeframeMinutes): UnixSeconds {
  assertTimeframe(timeframe);
  if (timeframe === CalendarTimeframe.month) {
    const date = new Date(start * 1000);
    return seconds(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000);
  }
  return seconds(start + timeframe * 60);
}

/**
 * Whether every `lower` candle falls inside one `higher` candle. Weeks and months start on day
 * boundaries, so they take only timeframes that divide a day.
 */
export function canAggregate(lower: TimeframeMinutes, higher: TimeframeMinutes): boolean {
  if (!isTimeframe(lower) || !isTimeframe(higher) || higher <= lower) return false;
  if (higher === CalendarTimeframe.week || higher === CalendarTimeframe.month) {
    return CalendarTimeframe.day % lower === 0;
  }
  return higher % lower === 0;
}
