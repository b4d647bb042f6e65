// The door of the live matches: the scanner, the match index over its results, the receipts and the per-asset
// counts, built by the app with the feed and scan runner it chose; in the scale mode, the queued scanner and the
// scans shared through the database. Emits "matches changed"; never sends anything.
export { createInlineRunner } from './inline-runner';
export { createLiveMatches, type LiveMatches } from './live-matches';
export { MatchIndex } from './match-index';
export { createQueuedScanner } from './queued-scanner';
export { copyColumns, type ScanRunner } from './scan-job';
export {
  buildSegment,
  FIELD,
  type MatchGroup,
  matchAt,
  matchesOf,
  newestFirst,
  numberAt,
  type SeriesSegment,
  STRIDE,
} from './series-segment';
export type { SeriesTable } from './series-table';
export type { SeriesUpdate } from './series-update';
export { createSharedScans } from './shared-scans';
export { createWorkerRunner } from './worker-runner';
