import {
  type MarketGroup,
  PAID_TIERS,
  type PaidTier,
  PLAN_DURATIONS,
  PLANS,
  type Plan,
  type PlanDuration,
  planNameOf,
} from '@tradescope/domain';

const GROUPS = ['crypto', 'global'] as const satisfies readonly MarketGroup[];

export interface PlanChoice {
  readonly group: MarketGroup;
  readonly days: PlanDuration;
  /** The tier the upgrade modal asked for, drawn first. */
  readonly tier: PaidTier | null;
}

/** The pricing page's query (`?group=crypto&tier=pro&days=90`), read leniently: unknown values fall back. */
export const choiceOf = (params: URLSearchParams): PlanChoice => {
  const group = GROUPS.find((value) => value === params.get('group')) ?? 'crypto';
  const days = PLAN_DURATIONS.find((value) => String(value) === params.get('days')) ?? 30;
  const tier = PAID_TIERS.find((value) => value === params.get('tier')) ?? null;
  return { group, days, tier };
};

/** The plans of one group and term, cheapest first. */
export const plansOf = (group: MarketGroup, days: PlanDuration): Plan[] =>
  PLANS.filter((plan) => plan.group === group && plan.days === days).sort((a, b) => a.priceUsd - b.priceUsd);

/** The tier the user holds in a group now (spec §3 plan and globalPlan), or null when free or a gift. */
export const currentTierOf = (plan: string): PaidTier | null => {
  const name = planNameOf(plan);
  return PAID_TIERS.find((tier) => tier === name) ?? null;
};

/** What a term saves against paying month by month, in whole percent. */
export const savingOf = (plan: Plan): number => {
  const monthly = PLANS.find(
    (each) => each.group === plan.group && each.tier === plan.tier && each.days === 30,
  );
  if (!monthly || plan.days === 30) return 0;
  return Math.round((1 - plan.priceUsd / ((monthly.priceUsd * plan.days) / 30)) * 100);
};
