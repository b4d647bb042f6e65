import { type AccessGrant, type AccessMaps, grantAll, unixSecondsFromMillis } from '@tradescope/domain';
import type { Database } from '../db';
import { HttpError } from '../http';
import { createUsersRepo } from '../users';
import { BILLING_KEYS } from './billing-keys';

/** Charges (purchases) also stamp the profile's last charge date and days (spec §2 user card). */
type Charge = { days: number };

/**
 * Adds grants to a user's access maps inside the caller's transaction. The user row is written first so that on
 * PostgreSQL it is locked before it is read: two grants to one user queue instead of losing one another.
 */
export const extendAccess = async (
  trx: Database,
  userId: string,
  grants: readonly AccessGrant[],
  nowMs: number,
  charge?: Charge,
): Promise<AccessMaps> => {
  const users = createUsersRepo(trx);
  await users.update(userId, {}, nowMs);
  const user = await users.findById(userId);
  if (user === undefined) throw new HttpError(404, BILLING_KEYS.userNotFound);
  const maps = grantAll(user.accessMaps, grants, unixSecondsFromMillis(nowMs));
  const changes = charge === undefined ? {} : { last_charge_date: nowMs, last_charge_days: charge.days };
  // Grants land in the three plan maps; the limited map stays as stored.
  await users.update(userId, { accessMaps: { ...user.accessMaps, ...maps }, ...changes }, nowMs);
  return maps;
};
