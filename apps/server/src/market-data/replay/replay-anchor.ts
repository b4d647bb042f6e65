import type { CandleRow } from '../store/candles-repo';
import { assetsOf, type ReplayCatalog } from './replay-catalog';
import type { ShippedSymbol } from './replay-format';
import type { ReplayState } from './replay-state-repo';
import { weeksToShift } from './retime';

const HOUR_S = 3600;
/**
 * A restart regenerates every candle missed while the server was down; past two days of replay time that would be
 * hundreds of thousands of closes to compute and store, so the replay re-anchors instead and history ends now again.
 */
export const MAX_CATCH_UP_S = 2 * 86_400;

/** Where the stored candles end: the replay resumes from here. */
export const storedEnd = (rows: readonly CandleRow[]): number =>
  rows.reduce((end, row) => Math.max(end, row.time + row.timeframe * 60), Number.NEGATIVE_INFINITY);

/** Whether a stored replay can be continued at `now` (unix seconds) with this seed and data. */
export const canResume = (
  state: ReplayState | undefined,
  catalog: ReplayCatalog,
  seed: number,
  now: number,
  resumeAt: number,
): state is ReplayState =>
  state !== undefined &&
  state.seed === seed &&
  state.dataVersion === catalog.dataVersion &&
  catalog.entries.every((entry) => state.shifts[entry.asset.files[0]!.folder] !== undefined) &&
  now - Math.max(state.anchor, resumeAt) <= MAX_CATCH_UP_S;

/**
 * A new anchor at the start of the current hour, and per shipped folder the whole weeks that move its newest
 * candles to end just before it. One shift per folder keeps its symbols' histories on the same dates, so BTC and
 * ETH still fall together on the same candle. `shipped` holds each asset's path file by asset id.
 */
export const newReplayState = (
  catalog: ReplayCatalog,
  shipped: ReadonlyMap<string, ShippedSymbol>,
  seed: number,
  now: number,
): ReplayState => {
  const anchor = Math.floor(now / HOUR_S) * HOUR_S;
  const ends = new Map<string, number>();
  for (const asset of assetsOf(catalog)) {
    const spine = shipped.get(asset.id)?.series[0];
    if (spine === undefined || spine.candles.time.length === 0) continue;
    const end = spine.candles.time[spine.candles.time.length - 1]! + spine.timeframe * 60;
    const { folder } = asset.files[0]!;
    ends.set(folder, Math.max(ends.get(folder) ?? end, end));
  }
  const shifts = Object.fromEntries([...ends].map(([folder, end]) => [folder, weeksToShift(end, anchor)]));
  return { seed, anchor, shifts, dataVersion: catalog.dataVersion };
};
