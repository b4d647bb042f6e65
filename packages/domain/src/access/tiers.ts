/**
 * The paid tiers of spec §6. Each one is also the key of an expiry timestamp in the user's access maps
 * (§3: access, globalAccess, falconAccess hold ict, hero, xmoon, pro).
 */
export const PAID_TIERS = ['ict', 'pro', 'hero', 'xmoon'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export const TIERS = ['free', ...PAID_TIERS] as const;
export type Tier = (typeof TIERS)[number];

/** What `plan` / `globalPlan` may name: a tier, or `gift` for days received as a present. */
export const PLAN_NAMES = [...TIERS, 'gift'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/**
 * A section's access rule: 'free', or the tiers whose expiry opens it (any one still in the future).
 * Never an empty list, which nobody could open. `hide` is a strategy tag, not a rule.
 */
export type AccessRule = 'free' | readonly [PaidTier, ...PaidTier[]];

/** Any paid tier: what "everything else needs a paid tier" (§6) asks for. */
export const ANY_PAID_TIER = PAID_TIERS satisfies AccessRule;

export const isPaidTier = (value: unknown): value is PaidTier =>
  typeof value === 'string' && (PAID_TIERS as readonly string[]).includes(value);

/**
 * Reads a stored plan name. Global plans are shown as "global hero" (§6), so a stored "global hero" or
 * "global-hero" names the hero tier; anything unknown counts as free rather than failing a page.
 */
export const planNameOf = (value: string | null | undefined): PlanName => {
  const name = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/^global[\s_-]*/, '');
  return (PLAN_NAMES as readonly string[]).includes(name) ? (name as PlanName) : 'free';
};
