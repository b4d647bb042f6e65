// The door of the track record (issue 19): the backtest of every strategy against its baseline over the stored
// history, run on a worker thread at start and kept up to date as matches end, stored, and its route.
export { type BacktestRunner, createInlineBacktest, createWorkerBacktest } from './backtest-runner';
export { trackRecordRoutes } from './routes';
export { createTrackRecord, type TrackRecord } from './track-record';
