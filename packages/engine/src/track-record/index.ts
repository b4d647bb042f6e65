/**
 * The track record (issue 19): every ended match of a series judged after its validity (win, loss, expired) with its
 * forward returns, beside a pattern-free baseline of the same geometry; aggregated per strategy, market, timeframe,
 * source and asset, with the edge and its Wilson interval, and packed in typed arrays to be held and moved cheaply.
 * Pure: the server runs it in a worker.
 */
export {
  aggregateGroups,
  aggregateRecords,
  groupIdOf,
  type RecordGroup,
  type RecordScope,
} from './aggregate';
export { forwardReturn, judgeTrade, type TradeOutcome } from './judge';
export {
  GroupPacker,
  type PackedGroup,
  packedLength,
  packedStrategyId,
  packGroup,
  unpackRow,
} from './packed-records';
export {
  baselineCounts,
  type Geometry,
  type JudgedSignal,
  judgedSignals,
  type PackedTallies,
  packTallies,
  recordSeries,
  type SeriesRecord,
  type StrategyTally,
  tallyForward,
} from './series-record';
export { wilsonInterval } from './wilson';
