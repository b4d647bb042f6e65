import type { CandleColumns, PastMatch, ScanMatch, SeriesKey } from '@tradescope/engine';

/**
 * One series to scan: its identity and a private copy of its closed candles (the live series keeps moving);
 * `withPast` also asks for its ended matches in history (a series' first scan: later ones see matches leave).
 */
export type ScanJob = { key: SeriesKey; columns: CandleColumns; withPast?: boolean };

/** A scan's answer: the series' live matches and, when asked, each strategy's latest ended one (scanWithPast). */
export type ScanResult = { live: ScanMatch[]; past: PastMatch[] };

/** Where scans run: a worker thread in the server, the calling thread in tests and tools. */
export interface ScanRunner {
  scan(job: ScanJob): Promise<ScanResult>;
  close(): Promise<void>;
}

const COLUMNS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;

/** Copies the candles a job needs out of the live series' views (`slice` copies the bytes; `from` iterates). */
export const copyColumns = (columns: CandleColumns): CandleColumns =>
  Object.fromEntries(COLUMNS.map((name) => [name, columns[name].slice()])) as unknown as CandleColumns;
