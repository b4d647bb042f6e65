/**
 * Tables of the market-data module (its migration: migrations/0006-market-data.ts). Candle times are unix seconds
 * of the candle open (DESIGN §5), unlike the millisecond timestamps elsewhere; prices are doubles.
 */
export type CandlesTable = {
  source: string;
  symbol: string;
  /** Minutes. */
  timeframe: number;
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
};

/** Where the replay feed's re-timed history was anchored, so a restart rebuilds the same history (one row). */
export type MarketReplayStateTable = {
  id: string;
  seed: number;
  /** Unix seconds: history ends and generated candles start here. */
  anchor: number;
  /** JSON: whole weeks each source's shipped history was moved by. */
  shifts_json: string;
  /** Fingerprint of the shipped files the history was built from. */
  data_version: string;
  created_at: number;
};

export type MarketDataTables = {
  candles: CandlesTable;
  market_replay_state: MarketReplayStateTable;
};
