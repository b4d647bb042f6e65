/** Candle times carry the domain's one unix-seconds brand. */
export type { UnixSeconds } from '@tradescope/domain';
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
  bucketStart,
  CalendarTimeframe,
  canAggregate,
  isTimeframe,
  nextBucketStart,
  type TimeframeMinutes,
} from './timeframe';
