import { minCapOf, UNLOCKED } from '../catalog/access';
import { STRATEGY_IDS, type StrategyKey } from '../catalog/ids';
import type { CatalogPosition, CatalogStrategy } from '../catalog/types';
import { strategyImagePath } from '../strategy-images/strategy-image';
import type { Detection } from './types';

/**
 * What a strategy's author writes: the rule and the catalog row (spec §3 Strategy), side by side.
 * The id comes from the ledger (../catalog/ids.ts) by key, minCap from access, and the side from the
 * rule; `lock` defaults to unlocked and `image` to the picture drawn from the row (../strategy-images).
 */
export type StrategySpec = Omit<CatalogStrategy, 'id' | 'key' | 'minCap' | 'position' | 'lock' | 'image'> & {
  readonly key: StrategyKey;
  readonly lock?: CatalogStrategy['lock'];
  readonly image?: string | null;
} & (
    | { readonly rule: Detection; readonly position?: never }
    /** Found by another module (the jump, by ../jumps): no rule, so the side is written here. */
    | { readonly rule: null; readonly position: CatalogPosition }
  );

/** One strategy: its catalog row as served and the rule the scanner runs (null: found elsewhere). */
export interface StrategyDefinition {
  readonly entry: CatalogStrategy;
  readonly rule: Detection | null;
}

/** Builds a definition; a key missing from the ledger fails at load, before anything is served. */
export function defineStrategy(spec: StrategySpec): StrategyDefinition {
  // Keys built from family tables are cast to StrategyKey, so the ledger is checked again here.
  const id = (STRATEGY_IDS as Readonly<Record<string, number | undefined>>)[spec.key];
  if (id === undefined) throw new Error(`strategy ${spec.key} has no id in the ledger (catalog/ids.ts)`);
  // Written field by field in the order the strategy-list JSON has always had.
  const entry: CatalogStrategy = {
    id,
    key: spec.key,
    name: spec.name,
    fa_name: spec.fa_name,
    group: spec.group,
    type: spec.type,
    category: spec.category,
    access: spec.access,
    position: spec.rule === null ? spec.position : spec.rule.position,
    validity: spec.validity,
    has_pivot_type: spec.has_pivot_type,
    has_passed_candle: spec.has_passed_candle,
    has_distance: spec.has_distance,
    tags: spec.tags,
    image: spec.image ?? strategyImagePath(spec.key),
    descriptions: spec.descriptions,
    lock: spec.lock ?? UNLOCKED,
    minCap: minCapOf(spec.access),
    tradingview: spec.tradingview,
    chartPoints: spec.chartPoints,
  };
  return { entry, rule: spec.rule };
}
