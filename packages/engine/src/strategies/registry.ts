import type { CatalogStrategy } from '../catalog/types';
import { XMOON_STRATEGIES } from '../xmoon/definitions';
import { CANDLESTICK_STRATEGIES } from './candlestick';
import { CLASSIC_STRATEGIES } from './classic';
import type { StrategyDefinition } from './define-strategy';
import { DIVERGENCE_STRATEGIES } from './divergence';
import { FIBONACCI_STRATEGIES } from './fibonacci';
import { HARMONIC_STRATEGIES } from './harmonic';
import { ICT_STRATEGIES } from './ict';
import { PRICE_JUMP } from './price-jump';
import { QM_STRATEGIES } from './qm';
import { RTM_STRATEGIES } from './rtm';
import { SUPPORT_RESISTANCE_STRATEGIES } from './support-resistance';
import { TRENDLINE_STRATEGIES } from './trendline';
import type { Strategy } from './types';

/**
 * Every strategy's one definition (rule + catalog row), in catalog order. A new family adds its list
 * here; its ids go to the ledger (../catalog/ids.ts), which registry.test.ts holds to these one for one.
 */
export const STRATEGY_DEFINITIONS: readonly StrategyDefinition[] = [
  ...CLASSIC_STRATEGIES,
  ...DIVERGENCE_STRATEGIES,
  ...CANDLESTICK_STRATEGIES,
  ...HARMONIC_STRATEGIES,
  ...FIBONACCI_STRATEGIES,
  PRICE_JUMP,
  ...TRENDLINE_STRATEGIES,
  ...SUPPORT_RESISTANCE_STRATEGIES,
  ...ICT_STRATEGIES,
  ...QM_STRATEGIES,
  ...RTM_STRATEGIES,
  ...XMOON_STRATEGIES,
];

/**
 * The strategy list the server serves as the strategy-list JSON (spec §1, §3): plain data, one row per
 * definition.
 */
export const catalog: readonly CatalogStrategy[] = STRATEGY_DEFINITIONS.map((d) => d.entry);

export const strategyById: ReadonlyMap<number, CatalogStrategy> = new Map(catalog.map((s) => [s.id, s]));

export const strategyByKey: ReadonlyMap<string, CatalogStrategy> = new Map(catalog.map((s) => [s.key, s]));

/**
 * The system "classic" simple strategy pack (spec §6: classic is free, and the fallback pack, §9):
 * the free classic strategies, so a free user's default pack shows matches. 10 ids, under the 15 a
 * simple pack may hold (§5).
 */
export const CLASSIC_PACK_STRATEGY_IDS: readonly number[] = catalog
  .filter((s) => s.group === 'classic' && s.access === 'free')
  .map((s) => s.id);

/**
 * Every strategy with a rule, in catalog order: the scanner's default set. The jump has none (the
 * jumps module finds it).
 */
export const STRATEGIES: readonly Strategy[] = STRATEGY_DEFINITIONS.flatMap(({ entry, rule }) =>
  rule === null ? [] : [{ ...rule, id: entry.id, key: entry.key, validity: entry.validity }],
);

export const strategyDetectorById: ReadonlyMap<number, Strategy> = new Map(STRATEGIES.map((s) => [s.id, s]));

/** The strategies of a pack, in the order given; ids without a rule are skipped. */
export function strategiesByIds(ids: readonly number[]): Strategy[] {
  const found: Strategy[] = [];
  for (const id of ids) {
    const strategy = strategyDetectorById.get(id);
    if (strategy !== undefined && !found.includes(strategy)) found.push(strategy);
  }
  return found;
}
