import {
  asWindowScan,
  type CandleColumns,
  candleAt,
  createScanState,
  IndicatorBuffers,
  type ScanMatch,
  type ScanState,
  STRATEGIES,
  scan,
  scanWithPast,
  updateScan,
} from '@tradescope/engine';
import { type ScanJob, type ScanResult, toUpdates } from './scan-job';

/**
 * Warm series a scan thread keeps. A state of the whole catalog over 1,000 real candles measured 206 KB of heap and
 * 176 KB of typed arrays in node --expose-gc. The replay lists 1,384 series (12 sources), about 690 a thread, and at
 * 00:00 UTC every timeframe up to 1d closes at once: a series not held is batch-scanned then. With 400 a thread
 * (the timeframes up to 1h), that burst cost the scan threads 2.1-2.9 s of CPU in its first 5 s, and close -> match
 * p99 was 5.5-8.0 s; with 700, 1.1 s and 1.8-2.0 s, for about 150-200 MB more peak RSS (close-latency.mjs, load 5-11).
 * SCAN_WARM_SERIES sets it for a smaller machine.
 */
const WARM_SERIES = 700;

/** How a job's candles follow on from a state's: the same ones, the same plus one newer candle, or anything else. */
type Continuation = 'same' | 'next' | 'other';

const COLUMNS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;
const same = (a: number, b: number): boolean => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * Compares the job's candles ending at `end` with the state's last ones, as far back as the state's window keeps
 * them (several hundred bars): a replaced or backfilled candle there makes the state stale.
 */
const agrees = (state: ScanState, columns: CandleColumns, end: number): boolean => {
  const { context } = state;
  const overlap = Math.min(context.length, end + 1);
  for (const name of COLUMNS) {
    const kept = context[name];
    const job = columns[name];
    for (let k = 0; k < overlap; k++) if (!same(job[end - k]!, kept[context.length - 1 - k]!)) return false;
  }
  return true;
};

const continuation = (state: ScanState, columns: CandleColumns): Continuation => {
  const { context } = state;
  const n = columns.time.length;
  if (context.length === 0 || n === 0) return 'other';
  const last = context.time[context.length - 1]!;
  if (columns.time[n - 1] === last) return agrees(state, columns, n - 1) ? 'same' : 'other';
  if (n >= 2 && columns.time[n - 2] === last) return agrees(state, columns, n - 2) ? 'next' : 'other';
  return 'other';
};

// Batch scans list a series' matches by strategy (catalog order), then signal candle; a state lists them in the
// order it found them. Its answer is put in batch order, so either path gives the caller the same list.
const rank = new Map(STRATEGIES.map((strategy, k) => [strategy.id, k]));
const inScanOrder = (matches: ScanMatch[]): ScanMatch[] =>
  matches.sort((a, b) => rank.get(a.strategyId)! - rank.get(b.strategyId)! || a.matchDate - b.matchDate);

const keyOf = ({ source, symbol, timeframe }: ScanJob['key']): string => `${source}|${symbol}|${timeframe}`;

/** Open time of a state's last candle, or -Infinity before its first. */
const lastOpen = (state: ScanState): number =>
  state.context.length === 0 ? Number.NEGATIVE_INFINITY : state.context.time[state.context.length - 1]!;

/**
 * The held series to let go so that a series of `timeframe` can be held, at `now` (unix seconds: the close the job
 * came with); undefined when none should go. Closes come on a clock, so the state needed furthest ahead is
 * the longest timeframe's: one goes only for a shorter timeframe, the least recently scanned first. A series that
 * has missed two of its closes (a delisted pair, a source that stopped) goes first, whatever its timeframe. Equal
 * timeframes never trade places: a rebuild costs two batch scans and the newcomer closes no more often.
 */
const victimOf = (states: ReadonlyMap<string, ScanState>, timeframe: number, now: number) => {
  let victim: string | undefined;
  let longest = timeframe;
  for (const [key, state] of states) {
    const own = state.key.timeframe;
    // Its last candle closed at open + own; the next two closes, at + 2 own and + 3 own, are past.
    if (lastOpen(state) + 3 * own * 60 <= now) return key;
    if (own > longest) {
      victim = key;
      longest = own;
    }
  }
  return victim;
};

/**
 * A scan thread's series kept warm: each close whose candles are the state's plus one newer closed candle is one
 * `updateScan` (about a tenth of a batch scan); a close that repeats the state's candles answers its matches; anything
 * else (a first scan, a gap, a backfill, a replaced candle, another thread's series) rebuilds the state from the job.
 * A state that has streamed twice the job's candles is rebuilt too: its pivot history stops growing, and it stays
 * close to a batch scan of the job's window. OBV, a running total, counts from the state's first candle: its readings
 * in the matches are taken from the job's window (`asWindowScan`), as a batch scan reads them.
 * A series' jobs must reach one thread in close order (the worker runner routes by series).
 *
 * A series' first scan (`withPast`) is a batch scan, which alone finds the ended matches; its state is not built then
 * (about twice a batch scan: a start-up scans every series at once, and would answer each later). With `buildLater`,
 * a series not held warm is answered by a batch scan too, and `warmUp` builds the states one series a call when the
 * thread has nothing else to do (the worker thread); without, each is built at its next close (the inline runner of
 * tests and tools, where no thread is idle).
 */
export const createWarmScans = ({
  capacity = WARM_SERIES,
  buildLater = false,
}: {
  capacity?: number;
  buildLater?: boolean;
} = {}) => {
  const states = new Map<string, ScanState>();
  // First scans answered whose state is still to build, oldest first.
  const unbuilt = new Map<string, ScanJob>();
  const buffers = new IndicatorBuffers();
  const counts = { updates: 0, repeats: 0, rebuilds: 0, colds: 0 };

  const keep = (key: string, state: ScanState): void => {
    states.delete(key);
    states.set(key, state);
  };
  /** Makes room for a series of `job` (letting a held one go), or says there is none for it. */
  const roomFor = (job: ScanJob): boolean => {
    if (states.size < capacity) return true;
    const { time } = job.columns;
    const closedAt = (time[time.length - 1] ?? Number.NEGATIVE_INFINITY) + job.key.timeframe * 60;
    const victim = victimOf(states, job.key.timeframe, closedAt);
    if (victim === undefined) return false;
    states.delete(victim);
    return true;
  };
  const build = (key: string, job: ScanJob): ScanState => {
    counts.rebuilds += 1;
    const state = createScanState({ key: job.key, columns: () => job.columns });
    keep(key, state);
    return state;
  };
  const batchScan = (job: ScanJob): ScanMatch[] => {
    counts.colds += 1;
    return scan({ key: job.key, columns: () => job.columns }, undefined, { buffers });
  };

  const liveOf = (job: ScanJob, key: string): { live: ScanMatch[]; past: ScanResult['past'] } => {
    unbuilt.delete(key);
    if (job.withPast) {
      states.delete(key);
      if (buildLater) unbuilt.set(key, job);
      return scanWithPast({ key: job.key, columns: () => job.columns }, undefined, { buffers });
    }
    const held = states.get(key);
    const n = job.columns.time.length;
    const follows = held === undefined ? 'other' : continuation(held, job.columns);
    if (
      held !== undefined &&
      follows !== 'other' &&
      held.context.count + (follows === 'next' ? 1 : 0) < 2 * n
    ) {
      keep(key, held);
      if (follows === 'same') {
        counts.repeats += 1;
        return { live: inScanOrder(asWindowScan(held.matches(), job.columns)), past: [] };
      }
      counts.updates += 1;
      const { matches } = updateScan(held, candleAt(job.columns, n - 1));
      return { live: inScanOrder(asWindowScan(matches, job.columns)), past: [] };
    }
    // Building a state costs about twice a batch scan: a thread that can build later answers a series it does not hold
    // warm (a cold, stale or evicted one) by a batch scan, so an hour boundary's burst never waits for a build.
    states.delete(key);
    if (buildLater) {
      unbuilt.set(key, job);
      return { live: batchScan(job), past: [] };
    }
    if (!roomFor(job)) return { live: batchScan(job), past: [] };
    return { live: inScanOrder(build(key, job).matches()), past: [] };
  };

  return {
    /** The job's live matches (held ones as updates) and, when asked, its ended ones: as a batch scan answers. */
    run: (job: ScanJob): ScanResult => {
      const { live, past } = liveOf(job, keyOf(job.key));
      return { live: toUpdates(live, job.known), past };
    },
    /**
     * Builds the state of one series answered by a batch scan (a first scan, a cold close), the shortest timeframe
     * first (it closes soonest and most often), letting a longer timeframe's go when the capacity is full; true while
     * more wait. Once the shortest waiting has no room, none has: the rest are dropped until their next close.
     */
    warmUp: (): boolean => {
      let next: [string, ScanJob] | undefined;
      for (const entry of unbuilt)
        if (next === undefined || entry[1].key.timeframe < next[1].key.timeframe) next = entry;
      if (next === undefined) return false;
      if (!roomFor(next[1])) {
        unbuilt.clear();
        return false;
      }
      unbuilt.delete(next[0]);
      build(next[0], next[1]);
      return unbuilt.size > 0;
    },
    /** States held, and how the jobs were answered (tests, benchmarks). */
    stats: () => ({ held: states.size, ...counts }),
  };
};
