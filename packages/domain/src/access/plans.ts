import type { MarketGroup } from '../markets';
import type { AccessHolder } from './access-holder';
import { type AccessMaps, grantAll } from './grant-access';
import { PAID_TIERS, type PaidTier } from './tiers';
import type { UnixSeconds } from './unix-seconds';

export const PLAN_DURATIONS = [30, 90, 180, 365] as const;
export type PlanDuration = (typeof PLAN_DURATIONS)[number];

/**
 * List prices in USD (the spec shows none): hero above pro above ict, xmoon priced on its own, longer
 * terms cheaper per day, global markets a little below crypto which carries more sources.
 */
export const PLAN_PRICES_USD = {
  crypto: {
    ict: { 30: 29, 90: 79, 180: 149, 365: 279 },
    pro: { 30: 39, 90: 105, 180: 199, 365: 375 },
    hero: { 30: 59, 90: 159, 180: 299, 365: 565 },
    xmoon: { 30: 49, 90: 132, 180: 249, 365: 469 },
  },
  global: {
    ict: { 30: 25, 90: 68, 180: 128, 365: 240 },
    pro: { 30: 35, 90: 95, 180: 179, 365: 335 },
    hero: { 30: 49, 90: 132, 180: 249, 365: 469 },
    xmoon: { 30: 45, 90: 121, 180: 229, 365: 429 },
  },
} as const satisfies Record<MarketGroup, Record<PaidTier, Record<PlanDuration, number>>>;

/** Hero is the top plan and bundles the ICT programme (video review, ICT days); the others grant their own tier. */
export const PLAN_GRANTS = {
  ict: ['ict'],
  pro: ['pro'],
  hero: ['hero', 'ict'],
  xmoon: ['xmoon'],
} as const satisfies Record<PaidTier, readonly PaidTier[]>;

export interface Plan {
  /** e.g. `crypto-pro-90`, `global-hero-365`. */
  readonly id: string;
  readonly group: MarketGroup;
  readonly tier: PaidTier;
  readonly days: PlanDuration;
  readonly priceUsd: number;
  readonly grants: readonly PaidTier[];
}

const GROUPS = ['crypto', 'global'] as const satisfies readonly MarketGroup[];

export const PLANS: readonly Plan[] = GROUPS.flatMap((group) =>
  PAID_TIERS.flatMap((tier) =>
    PLAN_DURATIONS.map((days) => ({
      id: `${group}-${tier}-${days}`,
      group,
      tier,
      days,
      priceUsd: PLAN_PRICES_USD[group][tier][days],
      grants: PLAN_GRANTS[tier],
    })),
  ),
);

export const planById = (id: string): Plan | undefined => PLANS.find((plan) => plan.id === id);

/** The new access maps after buying a plan: every field it grants is extended by its days. */
export const grantPlan = (holder: AccessHolder, plan: Plan, now: UnixSeconds): AccessMaps =>
  grantAll(
    holder,
    plan.grants.map((tier) => ({ group: plan.group, tier, days: plan.days })),
    now,
  );
