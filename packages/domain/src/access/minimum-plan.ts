import type { AccessRule, Tier } from './tiers';

/**
 * The upgrade modal draws pro and hero side by side as one offer and every other plan on its own (§6
 * "looks different for pro/hero and other groups").
 */
export const PLAN_FAMILIES = ['free', 'ict', 'pro-hero', 'xmoon'] as const;
export type PlanFamily = (typeof PLAN_FAMILIES)[number];

const FAMILY_OF_TIER = {
  free: 'free',
  ict: 'ict',
  pro: 'pro-hero',
  hero: 'pro-hero',
  xmoon: 'xmoon',
} as const satisfies Record<Tier, PlanFamily>;

/** The ladder a trader climbs, cheapest first. XMoon is a separate line, offered only when nothing else opens. */
const CAP_ORDER = ['ict', 'pro', 'hero', 'xmoon'] as const satisfies readonly Tier[];

export interface MinimumPlan {
  /** The lowest tier that opens the rule: the spec's minCap. */
  readonly cap: Tier;
  readonly family: PlanFamily;
}

export const minimumPlanFor = (rule: AccessRule): MinimumPlan => {
  const cap: Tier = rule === 'free' ? 'free' : (CAP_ORDER.find((tier) => rule.includes(tier)) ?? rule[0]);
  return { cap, family: FAMILY_OF_TIER[cap] };
};
