import type { AccessHolder, ExpiryMap, LimitedAccess } from '@tradescope/domain';
import type { UserRow } from '../db';

export type StoredAccess = {
  access: ExpiryMap;
  globalAccess: ExpiryMap;
  falconAccess: ExpiryMap;
  limitedAccess: LimitedAccess;
};

const EMPTY: StoredAccess = { access: {}, globalAccess: {}, falconAccess: {}, limitedAccess: {} };

/** The access maps as stored (users.access_json); a broken document reads as no access rather than failing. */
export const storedAccessOf = (row: Pick<UserRow, 'access_json'>): StoredAccess => {
  try {
    return { ...EMPTY, ...(JSON.parse(row.access_json) as Partial<StoredAccess>) };
  } catch {
    return EMPTY;
  }
};

/**
 * What access decisions read: while the crypto plan is frozen its days stand still and open nothing; the global
 * and falcon maps are untouched (spec §2 Profile: freeze applies to the crypto plan).
 */
export const accessHolderOf = (row: Pick<UserRow, 'access_json' | 'crypto_freeze_status'>): AccessHolder => {
  const stored = storedAccessOf(row);
  return row.crypto_freeze_status === 'freezed' ? { ...stored, access: {} } : stored;
};
