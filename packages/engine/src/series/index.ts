export { type Aggregated, aggregateCandles } from './aggregate';
export {
  type Candle,
  type CandleColumns,
  candleAt,
  columnsFromCandles,
  emptyColumns,
  sliceColumns,
} from './candle';
export { CandleAggregator } from './candle-aggregator';
export { CandleSeries, type CandleSeriesOptions, type SeriesKey, UpsertResult } from './candle-series';
export {
  millisToSeconds,
  type Nominal,
  secondsToMillis,
  type UnixMillis,
  type UnixSeconds,
  unixMillis,
  unixSeconds,
} from './time';
export {
  bucketStart,
  CalendarTimeframe,
  canAggregate,
  isTimeframe,
  nextBucketStart,
  type TimeframeMinutes,
} from './timeframe';
