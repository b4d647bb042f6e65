import { type Market, type MarketGroup, marketGroupOf } from '../markets';
import type { AccessHolder } from './access-holder';
import { hasAccess } from './has-access';
import { minimumPlanFor, type PlanFamily } from './minimum-plan';
import { type AccessRule, ANY_PAID_TIER, isPaidTier, type PaidTier, type Tier } from './tiers';
import type { UnixSeconds } from './unix-seconds';

/** The part of a catalog strategy (§3) its visibility depends on; a catalog Strategy satisfies it. */
export interface StrategyAccessInput {
  readonly id: number;
  /** The family (classic, harmonic, ict, ...); a strategy without one is not offered. */
  readonly group?: string | null;
  /** free, hide (a beta strategy, shown only to paying users) or the tiers that open it. */
  readonly access: 'free' | 'hide' | readonly string[];
  /** Locked in a market group: free is not enough there (§3 lock per market group). */
  readonly lock?: Readonly<Partial<Record<MarketGroup, boolean>>> | null;
  /** The lowest tier a group lock asks for; the ladder ict < pro < hero, xmoon apart. */
  readonly minCap?: string | null;
}

/** Jumps have their own page and notifications (§2); their strategy never shows in strategy lists. */
export const JUMP_STRATEGY_GROUP = 'jump';

export type StrategyVisibility =
  | { readonly status: 'visible' }
  | { readonly status: 'hidden' }
  | {
      readonly status: 'locked';
      readonly minCap: Tier;
      readonly family: PlanFamily;
      /** The upgrade modal's global lock: the plan to buy is a global one. */
      readonly global: boolean;
    };

const LADDER = ['ict', 'pro', 'hero'] as const satisfies readonly PaidTier[];

/** Reads catalog tags; a list naming no known tier is null, which hides the strategy (fail closed). */
export const ruleOfTags = (tags: 'free' | readonly string[]): AccessRule | null => {
  if (tags === 'free' || tags.includes('free')) return 'free';
  const [first, ...rest] = tags.filter(isPaidTier);
  return first === undefined ? null : [first, ...rest];
};

/** A minCap opens from that rung of the ladder up: pro means pro or hero. */
const ruleOfMinCap = (minCap: string | null | undefined): AccessRule | null => {
  if (minCap === 'xmoon') return ['xmoon'];
  const rung = minCap ? (LADDER as readonly string[]).indexOf(minCap) : -1;
  return rung < 0 ? null : ruleOfTags(LADDER.slice(rung));
};

const ruleIn = (strategy: StrategyAccessInput, group: MarketGroup): AccessRule | null => {
  const rule = strategy.access === 'hide' ? ANY_PAID_TIER : ruleOfTags(strategy.access);
  if (strategy.lock?.[group] !== true) return rule;
  return ruleOfMinCap(strategy.minCap) ?? (rule === 'free' ? ANY_PAID_TIER : rule);
};

export const strategyVisibility = (
  holder: AccessHolder,
  strategy: StrategyAccessInput,
  market: Market,
  now: UnixSeconds,
): StrategyVisibility => {
  if (!strategy.group?.trim() || strategy.group === JUMP_STRATEGY_GROUP) return { status: 'hidden' };
  const group = marketGroupOf(market);
  const rule = ruleIn(strategy, group);
  if (rule === null) return { status: 'hidden' };
  if (strategy.access === 'hide' && !hasAccess(holder, ANY_PAID_TIER, market, now))
    return { status: 'hidden' };
  if (hasAccess(holder, rule, market, now)) return { status: 'visible' };
  const { cap, family } = minimumPlanFor(rule);
  return { status: 'locked', minCap: cap, family, global: group === 'global' };
};
