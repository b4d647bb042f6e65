import {
  type AccessGrant,
  type AccessMaps,
  type ExpiryMap,
  grantAll,
  unixSecondsFromMillis,
} from '@tradescope/domain';
import type { Database } from '../db';
import { HttpError } from '../http';
import { createUsersRepo } from '../users';
import { BILLING_KEYS } from './billing-keys';

type AccessDocument = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads access_json leniently: a damaged document must not block a paid grant, it is rebuilt around it. */
const readAccessDocument = (json: string): AccessDocument => {
  try {
    const parsed: unknown = JSON.parse(json);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
};

// grantAccess reads only the granted tier, and only when it is a number, so other stored values pass through as-is.
const mapOf = (value: unknown): ExpiryMap => (isObject(value) ? value : {}) as ExpiryMap;

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
  const document = readAccessDocument(user.access_json);
  const holder = {
    access: mapOf(document.access),
    globalAccess: mapOf(document.globalAccess),
    falconAccess: mapOf(document.falconAccess),
  };
  const maps = grantAll(holder, grants, unixSecondsFromMillis(nowMs));
  const changes = charge === undefined ? {} : { last_charge_date: nowMs, last_charge_days: charge.days };
  await users.update(userId, { access_json: JSON.stringify({ ...document, ...maps }), ...changes }, nowMs);
  return maps;
};
