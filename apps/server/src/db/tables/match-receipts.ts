/**
 * Tables of the matches module (its migration: migrations/0009-match-receipts.ts): when each live match was first
 * seen (its receiveDate), so a restart, which rescans every series, keeps the first time rather than the restart's.
 * Rows leave with their match. Times are unix milliseconds.
 */
export type MatchReceiptsTable = {
  /** The engine's match id (deterministic from source, symbol, timeframe, strategy and match date). */
  id: string;
  received_at: number;
};

export type MatchReceiptsTables = {
  match_receipts: MatchReceiptsTable;
};
