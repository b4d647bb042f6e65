import {
  type AccessHolder,
  type ExpiryMap,
  type LimitedAccess,
  PAID_TIERS,
  type PaidTier,
} from '@tradescope/domain';
import type { UserRow } from '../db';

/** The access document a user row stores (users.access_json): expiry maps in unix seconds, spec §3. */
export type StoredAccess = {
  access: ExpiryMap;
  globalAccess: ExpiryMap;
  falconAccess: ExpiryMap;
  limitedAccess: LimitedAccess;
};

/** What a new account stores: nothing bought yet. */
export const NO_ACCESS: StoredAccess = { access: {}, globalAccess: {}, falconAccess: {}, limitedAccess: {} };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The expiries a stored map holds; anything that is not a number or null reads as never bought. */
const expiriesOf = <Key extends string>(
  value: unknown,
  keys: readonly Key[],
): Partial<Record<Key, number | null>> => {
  if (!isObject(value)) return {};
  const map: Partial<Record<Key, number | null>> = {};
  for (const key of keys) {
    const expiry = value[key];
    if (typeof expiry === 'number' || expiry === null) map[key] = expiry;
  }
  return map;
};

const LIMITED_KEYS: readonly (PaidTier | 'limited')[] = [...PAID_TIERS, 'limited'];

/**
 * The one reader of users.access_json (the users repository calls it). Lenient: a broken document, or a broken map in
 * it, reads as no access rather than failing, so a damaged row can still sign in, be shown and be granted days.
 */
export const parseStoredAccess = (json: string): StoredAccess => {
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch {
    return NO_ACCESS;
  }
  if (!isObject(document)) return NO_ACCESS;
  return {
    access: expiriesOf(document.access, PAID_TIERS),
    globalAccess: expiriesOf(document.globalAccess, PAID_TIERS),
    falconAccess: expiriesOf(document.falconAccess, PAID_TIERS),
    limitedAccess: expiriesOf(document.limitedAccess, LIMITED_KEYS),
  };
};

/**
 * The plan a user holds: while the crypto plan is frozen its days stand still and open nothing; the global and falcon
 * maps are untouched (spec §2 Profile: freeze applies to the crypto plan). The profile's plan and XMoon enabling read
 * this; access decisions read `accessHolderOf`.
 */
export const planHolderOf = (
  user: { accessMaps: StoredAccess } & Pick<UserRow, 'crypto_freeze_status'>,
): AccessHolder =>
  user.crypto_freeze_status === 'freezed' ? { ...user.accessMaps, access: {} } : user.accessMaps;

const withoutXmoon = <Map extends Record<string, number | null | undefined>>({ xmoon: _, ...rest }: Map) =>
  rest;

/** The maps with XMoon days opening nothing until the user has enabled XMoon (spec §6: `POST user/enable-xmoon`). */
export const xmoonGated = (maps: StoredAccess, xmoonEnabled: number): StoredAccess =>
  xmoonEnabled === 1
    ? maps
    : {
        access: withoutXmoon(maps.access),
        globalAccess: withoutXmoon(maps.globalAccess),
        falconAccess: withoutXmoon(maps.falconAccess),
        limitedAccess: withoutXmoon(maps.limitedAccess),
      };

/**
 * What access decisions read (matches, alerts, packs, assets): the plan, where XMoon days open nothing until the user
 * has enabled XMoon (which needs the plan and a national code).
 */
export const accessHolderOf = (
  user: { accessMaps: StoredAccess } & Pick<UserRow, 'crypto_freeze_status' | 'xmoon_enabled'>,
): AccessHolder => planHolderOf({ ...user, accessMaps: xmoonGated(user.accessMaps, user.xmoon_enabled) });
