import { type Market, marketGroupOf } from '../markets';
import type { AccessHolder, ExpiryMap } from './access-holder';
import { type AccessRule, PAID_TIERS, type PaidTier } from './tiers';
import type { UnixSeconds } from './unix-seconds';

/** Where a rule is checked: a market's page, or the account itself (profile tabs, §6). */
export type AccessScope = Market | 'account';

/** A tier is active while its expiry is later than now (§4): an expiry equal to now has expired. */
const isFuture = (expiry: number | null | undefined, now: UnixSeconds): boolean =>
  typeof expiry === 'number' && expiry > now;

export const isLimited = (holder: AccessHolder, now: UnixSeconds): boolean =>
  isFuture(holder.limitedAccess?.limited, now);

const highestOf = (maps: readonly (ExpiryMap | null | undefined)[]): ExpiryMap => {
  const highest: Partial<Record<PaidTier, number>> = {};
  for (const tier of PAID_TIERS) {
    const expiries = maps.map((map) => map?.[tier]).filter((expiry) => typeof expiry === 'number');
    if (expiries.length > 0) highest[tier] = Math.max(...expiries);
  }
  return highest;
};

/**
 * The expiry map that decides access in a scope. While limitedAccess runs it replaces every normal map
 * (§4 "overrides"): its own tier fields are all the user has, so a bare `{ limited }` suspends paid
 * tiers (a restricted account) and a `{ limited, pro }` grants exactly pro for that window (a trial),
 * whatever the purchased maps say. Crypto reads `access`, other markets `globalAccess` (§6), and the
 * account scope the highest of access, global access and falcon access (§6 locked profile tabs).
 * `plan` / `globalPlan` only name the badge: access is time-based (§4), so a stale plan name opens nothing.
 */
export const effectiveExpiries = (holder: AccessHolder, scope: AccessScope, now: UnixSeconds): ExpiryMap => {
  if (isLimited(holder, now)) return holder.limitedAccess ?? {};
  if (scope === 'account') return highestOf([holder.access, holder.globalAccess, holder.falconAccess]);
  return (marketGroupOf(scope) === 'crypto' ? holder.access : holder.globalAccess) ?? {};
};

/** Spec §6: a rule is free, or a list of expiry fields of which any one still in the future opens it. */
export const ruleAllows = (rule: AccessRule, expiries: ExpiryMap, now: UnixSeconds): boolean =>
  rule === 'free' || rule.some((tier) => isFuture(expiries[tier], now));

export const hasAccess = (
  holder: AccessHolder,
  rule: AccessRule,
  scope: AccessScope,
  now: UnixSeconds,
): boolean => ruleAllows(rule, effectiveExpiries(holder, scope, now), now);

/** The tiers active in a scope now, e.g. to pick the largest limitation. */
export const activeTiers = (holder: AccessHolder, scope: AccessScope, now: UnixSeconds): PaidTier[] => {
  const expiries = effectiveExpiries(holder, scope, now);
  return PAID_TIERS.filter((tier) => isFuture(expiries[tier], now));
};
