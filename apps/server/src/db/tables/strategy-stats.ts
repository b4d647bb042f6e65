/**
 * Tables of the track-record module (migrations 0015-strategy-stats.ts, 0019-strategy-stats-saved.ts and
 * 0024-strategy-stats-row-saved.ts): the last backtest's rows, so a restart serves them while it measures again.
 * Times: `computed_at` and `saved_at` unix milliseconds, `from_time`/`to_time` unix seconds.
 */
export type StrategyStatsTable = {
  /** strategyId|market|timeframe|source|base, '' for an all-sources or all-assets row. */
  id: string;
  market: string;
  /** The StrategyRecord (packages/domain contracts/strategy-stats.ts) as JSON text. */
  payload_json: string;
  /** The `saved_at` of the save that wrote the row (migration 0024; null for a row written before it). */
  saved_at: number | null;
};

export type StrategyStatsRunsTable = {
  id: number;
  computed_at: number;
  from_time: number | null;
  to_time: number | null;
  /** When the rows were last written (migration 0019; null for a run stored before it). */
  saved_at: number | null;
};

export type StrategyStatsTables = {
  strategy_stats: StrategyStatsTable;
  strategy_stats_runs: StrategyStatsRunsTable;
};
