import type { CandleColumns, PastMatch, ScanMatch, SeriesKey } from '@tradescope/engine';

/**
 * One series to scan: its identity and a private copy of its closed candles (the live series keeps moving);
 * `withPast` also asks for its ended matches in history (a series' first scan: later ones see matches leave);
 * `known`, the ids of the matches the caller holds for the series, whose fixed parts need not come back.
 */
export type ScanJob = {
  key: SeriesKey;
  columns: CandleColumns;
  withPast?: boolean;
  known?: readonly string[];
};

/**
 * What a later scan can change of a match the caller holds. The rest (series, strategy, signal candle, zone, levels,
 * chart data) is fixed by its id: a detector's signal depends only on the candles up to its signal candle.
 */
export type MatchUpdate = Pick<
  ScanMatch,
  'id' | 'passedCandle' | 'distance' | 'pivotType' | 'state' | 'currentPrice'
>;

/**
 * A scan's answer: the series' live matches, in scan order, each in full or (a match in the job's `known`) as its
 * update; and, when asked, each strategy's latest ended one (scanWithPast).
 */
export type ScanResult = { live: (ScanMatch | MatchUpdate)[]; past: PastMatch[] };

const isUpdate = (entry: ScanMatch | MatchUpdate): entry is MatchUpdate => !('chartData' in entry);

/**
 * The worker's side: matches the caller holds go back as updates. A burst's results are copied between threads and
 * read on the main thread, and a match's chart data and levels are most of its bytes.
 */
export const toUpdates = (
  matches: readonly ScanMatch[],
  known: readonly string[] | undefined,
): (ScanMatch | MatchUpdate)[] => {
  if (known === undefined || known.length === 0) return [...matches];
  const held = new Set(known);
  return matches.map((match) =>
    held.has(match.id)
      ? {
          id: match.id,
          passedCandle: match.passedCandle,
          distance: match.distance,
          pivotType: match.pivotType,
          state: match.state,
          currentPrice: match.currentPrice,
        }
      : match,
  );
};

/**
 * The caller's side: each update joined to the match held under its id. Throws when one is not held (the store moved
 * between the job and its answer in a way a scan cannot: a removed match never comes back, its validity has passed).
 */
export const fromUpdates = (
  entries: (ScanMatch | MatchUpdate)[],
  held: readonly ScanMatch[],
): ScanMatch[] => {
  if (entries.every((entry) => !isUpdate(entry))) return entries as ScanMatch[];
  const byId = new Map(held.map((match) => [match.id, match]));
  return entries.map((entry) => {
    if (!isUpdate(entry)) return entry;
    const before = byId.get(entry.id);
    if (before === undefined) throw new Error(`scan updated match ${entry.id}, which is not held`);
    return advanced(before, entry);
  });
};

/**
 * A held match with an update's fields (every field of MatchUpdate but the id): a copy then five stores, about half
 * the time of merging two spreads, which was a twentieth of the main thread at an hour boundary.
 */
const advanced = (before: ScanMatch, update: MatchUpdate): ScanMatch => {
  const match: { -readonly [K in keyof ScanMatch]: ScanMatch[K] } = { ...before };
  match.passedCandle = update.passedCandle;
  match.distance = update.distance;
  match.pivotType = update.pivotType;
  match.state = update.state;
  match.currentPrice = update.currentPrice;
  return match;
};

/** Where scans run: a worker thread in the server, the calling thread in tests and tools. */
export interface ScanRunner {
  scan(job: ScanJob): Promise<ScanResult>;
  close(): Promise<void>;
}

const COLUMNS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;

/**
 * Copies the candles a job needs out of the live series' views, the six columns side by side in one buffer: one
 * allocation and one transfer a job (an hour boundary copies hundreds of series at once), not six.
 */
export const copyColumns = (columns: CandleColumns): CandleColumns => {
  const n = columns.time.length;
  const bytes = new Float64Array(COLUMNS.length * n);
  return Object.fromEntries(
    COLUMNS.map((name, k) => {
      const column = bytes.subarray(k * n, (k + 1) * n);
      column.set(columns[name]);
      return [name, column];
    }),
  ) as unknown as CandleColumns;
};
