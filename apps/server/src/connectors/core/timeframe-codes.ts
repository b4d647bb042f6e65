import { isTimeframe, TIMEFRAME_LABELS } from '@tradescope/domain';
import { bucketStart, nextBucketStart, type UnixSeconds } from '@tradescope/engine';

/** OANDA v20 CandlestickGranularity for the broker timeframes (spec §9: 1 5 15 30 60 240 1440 10080). */
const OANDA: Readonly<Record<number, string>> = {
  1: 'M1',
  5: 'M5',
  15: 'M15',
  30: 'M30',
  60: 'H1',
  240: 'H4',
  1440: 'D',
  10080: 'W',
  43800: 'M',
};

/**
 * LiteFinance's chart history takes TradingView UDF resolutions; 1 5 15 60 240 were seen in public callers, the
 * rest follow the UDF convention (minutes, D, W) and are unverified.
 */
const LITE_FINANCE: Readonly<Record<number, string>> = {
  1: '1',
  5: '5',
  15: '15',
  30: '30',
  60: '60',
  240: '240',
  1440: 'D',
  10080: 'W',
};

/** ccxt's unified timeframe names are the chart labels of spec §9 (1m ... 1w, 1M). */
export const ccxtTimeframe = (minutes: number): string | undefined =>
  isTimeframe(minutes) ? TIMEFRAME_LABELS[minutes] : undefined;
export const oandaGranularity = (minutes: number): string | undefined => OANDA[minutes];
export const liteFinanceResolution = (minutes: number): string | undefined => LITE_FINANCE[minutes];

/** Open time of the candle forming at `nowS`: every candle opening before it is closed. */
export const formingOpen = (nowS: number, timeframe: number): number =>
  bucketStart(Math.floor(nowS) as UnixSeconds, timeframe);

/** Open time of the candle after the one opening at `time`. */
export const nextOpen = (time: number, timeframe: number): number =>
  nextBucketStart(time as UnixSeconds, timeframe);

/** Open time of the first of the last `count` closed candles at `nowS` (calendar months step unevenly). */
export const windowStart = (nowS: number, timeframe: number, count: number): number => {
  let start = formingOpen(nowS, timeframe);
  for (let i = 0; i < count; i++) start = bucketStart((start - 1) as UnixSeconds, timeframe);
  return start;
};
