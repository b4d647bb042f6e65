import { PAID_TIERS, PLAN_DURATIONS, PLANS, type Plan } from '@tradescope/domain';

/** Every price of the catalog is in US dollars (domain PLAN_PRICES_USD); the web upper-cases it. */
export const CURRENCY = 'usd';

/**
 * Installments: three parts, the first paid at checkout and each next one due 30 days after the previous. Each part
 * grants a third of the plan's days, so access never runs ahead of what was paid; plans under 90 days are not split
 * (a 30-day plan would leave gaps between 10-day parts due 30 days apart).
 */
export const INSTALLMENT_RULES = { parts: 3, intervalDays: 30, minPlanDays: 90 } as const;

/** Position of each part in the three-part split and the 30-day schedule. */
export const SLOT_INDEX = { first: 0, second: 1, last: 2 } as const;

export const installmentsAllowed = (plan: Pick<Plan, 'days'>): boolean =>
  plan.days >= INSTALLMENT_RULES.minPlanDays;

/** Splits a whole into three whole parts; the first part carries the remainder. */
export const splitInThree = (whole: number): readonly [number, number, number] => {
  const part = Math.floor(whole / 3);
  return [whole - 2 * part, part, part];
};

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** How the product names a plan (spec §6: global plans read "global hero"). */
export const planTitle = (plan: Pick<Plan, 'group' | 'tier'>): string =>
  plan.group === 'global' ? `global ${plan.tier}` : plan.tier;

const installmentOffer = (plan: Plan) => {
  if (!installmentsAllowed(plan)) return null;
  const [first, second, last] = splitInThree(toCents(plan.priceUsd)).map(fromCents);
  return { first, second, last, intervalDays: INSTALLMENT_RULES.intervalDays };
};

/** POST plans: the whole catalog, flat, so the upgrade modal can group it by market group, tier or duration. */
export const planCatalog = () => ({
  currency: CURRENCY,
  groups: ['crypto', 'global'] as const,
  tiers: PAID_TIERS,
  durations: PLAN_DURATIONS,
  plans: PLANS.map((plan) => ({
    id: plan.id,
    group: plan.group,
    tier: plan.tier,
    title: planTitle(plan),
    days: plan.days,
    price: plan.priceUsd,
    currency: CURRENCY,
    grants: plan.grants,
    installments: installmentOffer(plan),
  })),
});
