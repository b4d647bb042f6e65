import type { AccessTier, StrategyAccess, StrategyTag } from './types';

/**
 * Who may use what (spec §6): a handful of classic strategies are free so a free user sees matches
 * (each marks itself `free`); the other classic ones open with any strategy tier (ict, pro, hero);
 * divergences and candlesticks need pro or hero; jumps follow the jumps page (ict, pro, hero).
 */
export const PAID_CLASSIC_ACCESS = ['ict', 'pro', 'hero'] as const satisfies readonly AccessTier[];
export const PRO_ACCESS = ['pro', 'hero'] as const satisfies readonly AccessTier[];
export const JUMP_ACCESS = ['ict', 'pro', 'hero'] as const satisfies readonly AccessTier[];

/** The lowest rung of the ict < pro < hero ladder an access list opens from (xmoon stands apart). */
export function minCapOf(access: StrategyAccess): AccessTier | null {
  if (access === 'free') return null;
  if (access === 'hide') return 'pro';
  for (const tier of ['ict', 'pro', 'hero', 'xmoon'] as const) if (access.includes(tier)) return tier;
  return null;
}

export const FREE_TAG: StrategyTag = {
  label: 'Free',
  class: 'free',
  tooltip: 'Available on every plan',
};

/** No market group is locked beyond the access list itself; minCap names the plan to show. */
export const UNLOCKED = { crypto: false, global: false } as const;
