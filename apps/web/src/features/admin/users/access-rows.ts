import type { AdminUser } from '@tradescope/domain';

export const GRANT_GROUPS = ['crypto', 'global', 'falcon'] as const;
export type AccessGroup = (typeof GRANT_GROUPS)[number];

const MAP_OF: Record<AccessGroup, 'access' | 'globalAccess' | 'falconAccess'> = {
  crypto: 'access',
  global: 'globalAccess',
  falcon: 'falconAccess',
};

export interface AccessRow {
  readonly group: AccessGroup;
  readonly tier: string;
  /** Unix seconds. */
  readonly expires: number;
  readonly active: boolean;
}

/** Every tier a user ever held, per market group, with its expiry; the ones still open first. */
export const accessRowsOf = (
  user: Pick<AdminUser, 'access' | 'globalAccess' | 'falconAccess'>,
  nowS: number,
): AccessRow[] =>
  GRANT_GROUPS.flatMap((group) =>
    Object.entries(user[MAP_OF[group]])
      .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
      .map(([tier, expires]) => ({ group, tier, expires, active: expires > nowS })),
  ).sort((a, b) => Number(b.active) - Number(a.active) || b.expires - a.expires);

/** The tiers open right now, for the users table. */
export const activeTiersOf = (
  user: Pick<AdminUser, 'access' | 'globalAccess' | 'falconAccess'>,
  nowS: number,
) => accessRowsOf(user, nowS).filter((row) => row.active);
