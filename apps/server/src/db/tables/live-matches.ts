/**
 * Tables of the scale mode's shared scanning (migrations/0016-live-matches.ts): every live match by series, so any
 * scanner continues a series where another left it and any api rebuilds its index from them; and per series the close
 * its last applied scan read, so a job run twice (a scanner killed after writing) or late applies once.
 */
export type LiveMatchesTable = {
  /** The engine's match id. */
  id: string;
  /** `source|symbol|timeframe`. */
  series: string;
  /** `source|symbol`: XMoon reads an asset's higher timeframes. */
  asset: string;
  timeframe: number;
  /** The engine's ScanMatch as JSON. */
  match_json: string;
};

export type SeriesScansTable = {
  series: string;
  /** Unix seconds: the open time of the last candle the applied scan read. */
  candle_time: number;
  /** Scans applied to the series (each close once). */
  scans: number;
  scanned_at: number;
};

export type LiveMatchesTables = {
  live_matches: LiveMatchesTable;
  series_scans: SeriesScansTable;
};
