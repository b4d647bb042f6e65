/**
 * The track record (issue 19): every ended match of a series judged after its validity (win, loss, expired) with its
 * forward returns, beside a pattern-free baseline of the same geometry; aggregated per strategy, market, timeframe,
 * source and asset, with the edge and its Wilson interval. Pure: the server runs it in a worker.
 */
export { aggregateRecords, type RecordScope } from './aggregate';
export { forwardReturn, judgeTrade, type TradeOutcome } from './judge';
export {
  baselineCounts,
  type Geometry,
  type JudgedSignal,
  judgedSignals,
  recordSeries,
  type SeriesRecord,
  type StrategyTally,
} from './series-record';
export { wilsonInterval } from './wilson';
