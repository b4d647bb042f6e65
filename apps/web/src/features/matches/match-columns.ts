import type { Market } from '@tradescope/domain';

/** Spec §2 matches table, in order, with the lifecycle state (issue 15) beside the status. */
export const MATCH_COLUMNS = [
  'pair',
  'received',
  'status',
  'state',
  'strategy',
  'timeframe',
  'price',
  'passedCandle',
  'distance',
  'pivot',
  'source',
  'chart',
] as const;
export type MatchColumn = (typeof MATCH_COLUMNS)[number];

/**
 * The received date shows only when the user's setting viewMatchRecievedDate is on, and the source column only on
 * crypto, the one market spread over several exchanges (spec §2).
 */
export const matchColumnsOf = (market: Market, showReceivedDate: boolean): MatchColumn[] =>
  MATCH_COLUMNS.filter(
    (column) => (column !== 'received' || showReceivedDate) && (column !== 'source' || market === 'crypto'),
  );
