import { randomUUID } from 'node:crypto';
import { type GrantGroup, type PaidTier, unixSecondsFromMillis, validatePackName } from '@tradescope/domain';
import type { Database, GiftRow } from '../db';
import { ensureValid, HttpError } from '../http';
import { createUsersRepo } from '../users';
import { extendAccess } from './access-grants';
import { BILLING_KEYS } from './billing-keys';
import { createGiftsRepo } from './gifts-repo';

/** Spec §3 Gift, times in unix seconds, enable_date 0 until activated; group and tier say what it grants. */
const giftView = (row: GiftRow) => ({
  name: row.name,
  title: row.title,
  days: row.days,
  date: unixSecondsFromMillis(row.created_at),
  enable_date: row.enabled_at === null ? 0 : unixSecondsFromMillis(row.enabled_at),
  group: row.grant_group,
  tier: row.tier,
});

export type NewGift = {
  name: string;
  title?: string | undefined;
  days: number;
  group: GrantGroup;
  tier: PaidTier;
};

/** GET user/gifts. */
export const giftsOf = async (db: Database, userId: string) =>
  (await createGiftsRepo(db).listOf(userId)).map(giftView);

/** Until when, per market group and tier, activated gifts alone would have kept access open (unix seconds). */
export type GiftCover = Record<'crypto' | 'global', Partial<Record<PaidTier, number>>>;

const DAY_S = 86_400;

/**
 * Gifts stack as grants do: each activation extends from the later of its moment and the previous gift's end. A
 * plan whose expiry is no later than this was opened by gifts alone, and shows as the gift plan (spec §6 badges).
 */
export const giftCoverOf = async (db: Database, userId: string): Promise<GiftCover> => {
  const cover: GiftCover = { crypto: {}, global: {} };
  const activated = (await createGiftsRepo(db).listOf(userId))
    .filter((gift) => gift.enabled_at !== null)
    .sort((a, b) => (a.enabled_at ?? 0) - (b.enabled_at ?? 0));
  for (const gift of activated) {
    if (gift.grant_group === 'falcon') continue;
    const map = cover[gift.grant_group];
    const from = Math.max(unixSecondsFromMillis(gift.enabled_at ?? 0), map[gift.tier] ?? 0);
    map[gift.tier] = from + gift.days * DAY_S;
  }
  return cover;
};

/** For GET user's remainingGifts (spec §3) and the header's gift icon. */
export const remainingGiftsOf = (db: Database, userId: string): Promise<number> =>
  createGiftsRepo(db).countNotActivated(userId);

const refuse = (status: number, key: string, names: readonly string[], all: readonly string[]) =>
  new HttpError(
    status,
    key,
    names.map((name) => ({ field: `names.${all.indexOf(name)}`, key })),
  );

/**
 * POST user/gift: activates the named gifts in one transaction, adding each one's days to the access it grants.
 * All or nothing: one unknown or already active name refuses the whole request.
 */
export const activateGifts = async (
  db: Database,
  userId: string,
  requested: readonly string[],
  nowMs: number,
) => {
  const names = [...new Set(requested)];
  return db.transaction().execute(async (trx) => {
    const gifts = createGiftsRepo(trx);
    const found = await gifts.namedOf(userId, names);
    const unknown = names.filter((name) => !found.some((gift) => gift.name === name));
    if (unknown.length > 0) throw refuse(404, BILLING_KEYS.giftNotFound, unknown, requested);
    const active = found.filter((gift) => gift.enabled_at !== null).map((gift) => gift.name);
    if (active.length > 0) throw refuse(409, BILLING_KEYS.giftActivated, active, requested);
    // A concurrent activation of the same gift leaves fewer rows to stamp; refuse rather than grant twice.
    if ((await gifts.activate(userId, names, nowMs)) !== names.length) {
      throw new HttpError(409, BILLING_KEYS.giftActivated);
    }
    const grants = found.map((gift) => ({ group: gift.grant_group, tier: gift.tier, days: gift.days }));
    await extendAccess(trx, userId, grants, nowMs);
    return (await gifts.namedOf(userId, names)).map(giftView);
  });
};

/**
 * An administrator's present to a user. Its name follows the rule of pack names (the user types it to activate the
 * gift and sees it listed) and must be new for that user.
 */
export const createGift = async (
  db: Database,
  userId: string,
  gift: NewGift,
  adminId: string,
  nowMs: number,
) => {
  const name = ensureValid(validatePackName(gift.name, { existingNames: [] }));
  const row = {
    id: randomUUID(),
    user_id: userId,
    name,
    title: gift.title ?? name,
    days: gift.days,
    grant_group: gift.group,
    tier: gift.tier,
    created_at: nowMs,
    enabled_at: null,
    created_by: adminId,
  };
  if ((await createUsersRepo(db).findById(userId)) === undefined) {
    throw new HttpError(404, BILLING_KEYS.userNotFound);
  }
  if (!(await createGiftsRepo(db).insert(row))) {
    throw new HttpError(409, BILLING_KEYS.giftNameTaken, [
      { field: 'name', key: BILLING_KEYS.giftNameTaken },
    ]);
  }
  return giftView(row);
};
