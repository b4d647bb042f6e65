import type { MarketGroup } from '../markets';
import type { AccessHolder, ExpiryMap } from './access-holder';
import type { PaidTier } from './tiers';
import { addDays, type UnixSeconds, unixSeconds } from './unix-seconds';

/** The map a grant lands in: crypto and global plans, or the falcon assistant (§2 remaining-days cards). */
export type GrantGroup = MarketGroup | 'falcon';

/** One purchase, gift activation or admin grant of days on one tier. */
export interface AccessGrant {
  readonly group: GrantGroup;
  readonly tier: PaidTier;
  readonly days: number;
}

export interface AccessMaps {
  readonly access: ExpiryMap;
  readonly globalAccess: ExpiryMap;
  readonly falconAccess: ExpiryMap;
}

const MAP_OF_GROUP = { crypto: 'access', global: 'globalAccess', falcon: 'falconAccess' } as const;

/**
 * Adds days to a tier. Days bought while the tier still runs are added after its current expiry, so a
 * renewal never loses paid time; a lapsed or new tier starts now.
 */
export const grantAccess = (holder: AccessHolder, grant: AccessGrant, now: UnixSeconds): AccessMaps => {
  if (!Number.isSafeInteger(grant.days) || grant.days < 0) {
    throw new RangeError(`a grant is a whole, non-negative number of days, got ${grant.days}`);
  }
  const maps = mapsOf(holder);
  const key = MAP_OF_GROUP[grant.group];
  const current = maps[key][grant.tier];
  const from = typeof current === 'number' && current > now ? unixSeconds(Math.floor(current)) : now;
  return { ...maps, [key]: { ...maps[key], [grant.tier]: addDays(from, grant.days) } };
};

const mapsOf = (holder: AccessHolder): AccessMaps => ({
  access: { ...holder.access },
  globalAccess: { ...holder.globalAccess },
  falconAccess: { ...holder.falconAccess },
});

/** Applies several grants in order, e.g. every access field a plan grants. */
export const grantAll = (
  holder: AccessHolder,
  grants: readonly AccessGrant[],
  now: UnixSeconds,
): AccessMaps => grants.reduce<AccessMaps>((maps, grant) => grantAccess(maps, grant, now), mapsOf(holder));
