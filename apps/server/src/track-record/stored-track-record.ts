import type { Market, StrategyStats, StrategyStatsQuery } from '@tradescope/domain';
import type { Database } from '../db';
import { createServedStats } from './served-stats';
import { createStatsStore } from './stats-store';
import type { TrackRecord } from './track-record';

type Log = { error: (object: unknown, message?: string) => void };

export interface StoredTrackRecordDeps {
  readonly db: Database;
  /** TRACK_RECORD off (or no feed): idle, nothing served, as the computing service. */
  readonly enabled?: boolean;
  readonly log: Log;
  /** How often the store is asked whether the rows were written again (one row read). */
  readonly reloadMs?: number;
}

// The scanner writes its upkeep's rows at most every 15 minutes: a minute's delay on top is not seen.
const RELOAD_MS = 60_000;

/**
 * The track record of the scale mode's api processes: the rows the scanner's backtest stores (strategy_stats), read at
 * start and again whenever their `saved_at` moves, so no api process runs a backtest of its own. `computing` until the
 * scanner has stored a first run.
 */
export const createStoredTrackRecord = ({
  db,
  enabled = true,
  log,
  reloadMs = RELOAD_MS,
}: StoredTrackRecordDeps): TrackRecord => {
  const store = createStatsStore(db);
  const served = createServedStats();
  let state: StrategyStats['state'] = 'idle';
  let savedAt: number | undefined;
  let work: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const reload = async () => {
    try {
      const latest = await store.savedAt();
      if (latest === undefined || latest === savedAt) return;
      const stored = await store.load();
      if (stored === undefined) return;
      const { savedAt: saved, ...stats } = stored;
      served.show(stats);
      savedAt = saved;
      state = 'ready';
    } catch (error) {
      log.error({ err: error }, 'stored track record not read');
    }
  };

  return {
    stats: (market: Market, query: StrategyStatsQuery): StrategyStats => served.answer(state, market, query),
    start: (): void => {
      if (!enabled) return;
      state = 'computing';
      work = reload();
      timer = setInterval(() => {
        work = work.then(reload);
      }, reloadMs);
      timer.unref();
    },
    /** Waits for the read under way; `upkeep: true` first looks for newer rows (tests). */
    idle: async ({ upkeep = false } = {}): Promise<void> => {
      if (upkeep && enabled) work = work.then(reload);
      await work;
    },
    stop: async (): Promise<void> => {
      clearInterval(timer);
      await work;
    },
  };
};
