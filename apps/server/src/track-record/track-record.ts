import { type Market, type StrategyStats, type StrategyStatsQuery, sourceByName } from '@tradescope/domain';
import type { SeriesKey } from '@tradescope/engine';
import type { Database } from '../db';
import type { MarketFeed } from '../feed';
import { copyColumns } from '../live-matches';
import type { BacktestResult, BacktestSeries, Scopes } from './backtest';
import type { BacktestRunner } from './backtest-runner';
import { createServedStats } from './served-stats';
import { createStatsStore } from './stats-store';

type Log = { error: (object: unknown, message?: string) => void; info: (message: string) => void };

export interface TrackRecordDeps {
  readonly feed: MarketFeed;
  /** Where the backtest runs (a worker thread when bundled, the calling thread from sources): the app chooses. */
  readonly runner: BacktestRunner;
  /** TRACK_RECORD: off leaves it idle (no run, no upkeep, nothing served). */
  readonly enabled?: boolean;
  readonly db: Database;
  readonly now: () => number;
  readonly log: Log;
  /** How often the series whose candles closed are measured again (their ended matches join the record). */
  readonly upkeepMs?: number;
  /** How often the kept-up rows are written back (the full run's rows are written at once). */
  readonly persistMs?: number;
}

// A minute's closes re-measured at once: a few hundred series at an hour boundary cost the worker about a second.
const UPKEEP_MS = 60_000;
const PERSIST_MS = 15 * 60_000;

// Only the timeframes a trader can choose have matches (the replay's finer base series has none).
const isListed = (source: string, timeframe: number): boolean =>
  sourceByName(source)?.timeframes.includes(timeframe as never) === true;

/** What the app reads and runs, whether this process computes the record or reads what a scanner stored. */
export interface TrackRecord {
  /** GET {market}/strategies/stats: the rows the query selects, with the run's state and span. */
  stats(market: Market, query: StrategyStatsQuery): StrategyStats;
  start(): void;
  /** Waits for the work under way; `upkeep: true` first catches up (measures what closed, or reads newer rows). */
  idle(options?: { upkeep?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

const keyId = ({ source, symbol, timeframe }: SeriesKey): string => `${source}|${symbol}|${timeframe}`;

/**
 * The track record (issue 19): a backtest of the whole catalog over the candle store's history once the feed has
 * started (`computing` meanwhile, serving the last stored run), then kept up to date off the request path as candles
 * close and matches end, and stored. With no feed (MARKET_DATA=off) or TRACK_RECORD=off it stays `idle`.
 */
export const createTrackRecord = ({
  feed,
  runner,
  enabled = true,
  db,
  now,
  log,
  upkeepMs = UPKEEP_MS,
  persistMs = PERSIST_MS,
}: TrackRecordDeps): TrackRecord => {
  const store = createStatsStore(db);
  const served = createServedStats();
  let state: StrategyStats['state'] = 'idle';
  let work: Promise<void> = Promise.resolve();
  let fullRunNeeded = true;
  let persistedAt = 0;
  const dirty = new Map<string, SeriesKey>();
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let unsubscribe: (() => void) | undefined;

  const seriesOf = (keys: Iterable<SeriesKey>): BacktestSeries[] => {
    const series: BacktestSeries[] = [];
    for (const key of keys) {
      const found = feed.store.get(key.source, key.symbol, key.timeframe);
      if (found !== undefined && found.length > 0)
        series.push({ key, columns: copyColumns(found.columns()) });
    }
    return series;
  };

  const persist = async () => {
    persistedAt = now();
    await store
      .save({ ...served.current!, records: served.records() }, persistedAt)
      .catch((error: unknown) => log.error({ err: error }, 'track record not stored'));
  };

  // A complete result replaces every group; an upkeep's only those it aggregated again.
  const apply = (result: BacktestResult, computedAt: number) =>
    result.complete ? served.show({ ...result, computedAt }) : served.update(result);

  /** Measures every listed series of the store afresh. */
  const fullRun = async () => {
    state = 'computing';
    dirty.clear();
    const scopes: Scopes = Object.fromEntries(
      feed
        .instruments()
        .map((instrument) => [
          instrument.id,
          { market: instrument.market, source: instrument.source, base: instrument.base },
        ]),
    );
    const keys = [...feed.store.all()]
      .map((series) => series.key)
      .filter((key) => isListed(key.source, key.timeframe));
    try {
      const result = await runner.run(seriesOf(keys), scopes);
      apply(result, now());
      fullRunNeeded = false;
      state = 'ready';
      await persist();
    } catch (error) {
      if (!stopping) log.error({ err: error }, 'track record backtest failed');
      state = served.current === undefined ? 'idle' : 'ready';
    }
  };

  /** Measures again the series whose candles closed since the last pass (a crashed worker lost them all: full run). */
  const upkeep = async () => {
    if (fullRunNeeded) return fullRun();
    const current = served.current;
    if (dirty.size === 0 || current === undefined) return;
    const keys = [...dirty.values()];
    dirty.clear();
    try {
      const result = await runner.update(seriesOf(keys));
      apply(result, current.computedAt);
      if (now() - persistedAt >= persistMs) await persist();
    } catch (error) {
      if (!stopping) log.error({ err: error }, 'track record upkeep failed');
      fullRunNeeded = true;
    }
  };

  return {
    /** GET {market}/strategies/stats: the rows the query selects, with the run's state and span. */
    stats: (market: Market, query: StrategyStatsQuery): StrategyStats => served.answer(state, market, query),

    /** Once the feed has started: the full run on the runner, then the upkeep on every close (nothing with no feed). */
    start: (): void => {
      if (feed.mode === 'off' || !enabled) return;
      unsubscribe = feed.events.on('candle-close', ({ source, symbol, timeframe }) => {
        if (isListed(source, timeframe))
          dirty.set(keyId({ source, symbol, timeframe }), { source, symbol, timeframe });
      });
      // The last stored run is served (`computing`) until this one ends.
      state = 'computing';
      work = store
        .load()
        .then((stored) => {
          if (stored !== undefined) served.show(stored);
        })
        .catch((error: unknown) => log.error({ err: error }, 'stored track record not read'))
        .then(fullRun);
      timer = setInterval(() => {
        work = work.then(upkeep);
      }, upkeepMs);
      timer.unref();
    },

    /** Waits for the run or upkeep under way; `upkeep: true` first measures what closed since (tests). */
    idle: async ({ upkeep: catchUp = false } = {}): Promise<void> => {
      if (catchUp) work = work.then(upkeep);
      await work;
    },

    stop: async (): Promise<void> => {
      stopping = true;
      clearInterval(timer);
      unsubscribe?.();
      // Closed first: a run under way fails at once rather than finishing for nobody.
      await runner.close();
      await work;
    },
  };
};
