// The door of the track record (issue 19): the backtest of every strategy against its baseline over the stored
// history, run on a worker thread at start and kept up to date as matches end, stored, and its route; the scale
// mode's api processes serve the rows a scanner stored.
export { type BacktestRunner, createInlineBacktest, createWorkerBacktest } from './backtest-runner';
export { trackRecordRoutes } from './routes';
export { createStoredTrackRecord } from './stored-track-record';
export { createTrackRecord, type TrackRecord } from './track-record';
