import type { Database } from '../../db';
import type { CandleRow, CandlesRepo } from '../store/candles-repo';
import { canResume, newReplayState, storedEnd } from './replay-anchor';
import type { ReplayCatalog } from './replay-catalog';
import type { ShippedSymbol } from './replay-format';
import { createReplayStateRepo, type ReplayState } from './replay-state-repo';
import { WINDOW } from './timeframe-plan';

export const seriesKey = (source: string, symbol: string, timeframe: number): string =>
  `${source}|${symbol}|${timeframe}`;

export interface Resumed {
  readonly state: ReplayState;
  /** Candles closed after the anchor by earlier runs, oldest first, by series key. */
  readonly saved: ReadonlyMap<string, readonly CandleRow[]>;
}

/**
 * Continues the stored replay when it was made with this seed and data and stopped less than two days ago;
 * otherwise anchors a new one at the current hour and forgets the old candles.
 */
export const resumeOrAnchor = async (input: {
  db: Database;
  repo: CandlesRepo;
  catalog: ReplayCatalog;
  shipped: ReadonlyMap<string, ShippedSymbol>;
  seed: number;
  nowMs: number;
}): Promise<Resumed> => {
  const { db, repo, catalog, shipped, seed, nowMs } = input;
  const stateRepo = createReplayStateRepo(db);
  const stored = await stateRepo.load();
  const rows = stored === undefined ? [] : await repo.recent(stored.anchor, WINDOW);
  const nowS = Math.floor(nowMs / 1000);
  if (canResume(stored, catalog, seed, nowS, storedEnd(rows))) {
    const saved = new Map<string, CandleRow[]>();
    for (const row of rows) {
      const key = seriesKey(row.source, row.symbol, row.timeframe);
      const list = saved.get(key) ?? [];
      list.push(row);
      saved.set(key, list);
    }
    return { state: stored, saved };
  }
  const state = newReplayState(catalog, shipped, seed, nowS);
  await repo.deleteSources([...new Set(catalog.entries.map((entry) => entry.instrument.source))]);
  await stateRepo.save(state, nowMs);
  return { state, saved: new Map() };
};
