/**
 * Tables of the charts module (its migration: migrations/0008-charts.ts): a user's saved charts (spec §3 Saved
 * chart). A chart id is only unique per user, so the key is (user_id, id). Times are unix milliseconds.
 */
export type ChartsTable = {
  user_id: string;
  /** savedChartId(source, base, quote, strategyIds). */
  id: string;
  /** The strategy names shown as the chart's title. */
  symbol: string;
  /** JSON array of strategy ids. */
  strategy_ids_json: string;
  /** The timeframe in minutes. */
  resolution: number;
  /** The whole POST body (SavedChartPayload) as JSON text, bounded by the charts service. */
  payload_json: string;
  updated_at: number;
};

export type ChartsTables = {
  charts: ChartsTable;
};
