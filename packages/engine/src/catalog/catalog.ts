import { FREE_CLASSIC_KEYS } from './access';
import { CANDLESTICK_ENTRIES } from './candlestick-entries';
import { CLASSIC_ENTRIES } from './classic';
import { DIVERGENCE_ENTRIES } from './divergence-entries';
import { JUMP_ENTRY } from './jump-entry';
import type { CatalogStrategy } from './types';

/**
 * The strategy list, the single source the server serves as the strategy-list JSON (spec §1, §3):
 * plain data; detectors live in the strategy registry under the same ids.
 */
export const catalog: readonly CatalogStrategy[] = [
  ...CLASSIC_ENTRIES,
  ...DIVERGENCE_ENTRIES,
  ...CANDLESTICK_ENTRIES,
  JUMP_ENTRY,
];

export const strategyById: ReadonlyMap<number, CatalogStrategy> = new Map(catalog.map((s) => [s.id, s]));

export const strategyByKey: ReadonlyMap<string, CatalogStrategy> = new Map(catalog.map((s) => [s.key, s]));

/**
 * The system "classic" simple strategy pack (spec §6: classic is free, and the fallback pack, §9):
 * the free classic strategies, so a free user's default pack shows matches. 10 ids, under the 15 a
 * simple pack may hold (§5).
 */
export const CLASSIC_PACK_STRATEGY_IDS: readonly number[] = FREE_CLASSIC_KEYS.map(
  (key) => strategyByKey.get(key)!.id,
);
