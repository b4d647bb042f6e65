import { randomUUID } from 'node:crypto';
import type { Tip } from '@tradescope/domain';
import type { Database } from '../../db';
import { HttpError } from '../../http';
import { CONTENT_KEYS } from '../content-keys';
import type { TipRow } from '../rows';
import type { TipInput } from './tip-schemas';
import { createTipsRepo } from './tips-repo';

/** Stored in milliseconds; the domain's documents count whole seconds. */
const tipOf = (row: TipRow, read: boolean): Tip => ({
  ...row,
  is_read: read ? '1' : '0',
  create_date: Math.floor(row.create_date / 1000),
});

/** The tips panel of spec §2 (and the userTips of GET user): newest first, read state per user. */
export const tipsForUser = async (db: Database, userId: string): Promise<Tip[]> => {
  const rows = await createTipsRepo(db).forUser(userId);
  return rows.map(({ read_at, ...row }) => tipOf(row, read_at !== null));
};

/**
 * Opening the panel marks its tips read (spec §4). Ids of tips that do not exist (deleted meanwhile) are ignored
 * rather than refused, so the panel never fails over a stale list; asking twice changes nothing.
 */
export const markTipsRead = async (
  db: Database,
  userId: string,
  tipIds: readonly string[],
  nowMs: number,
): Promise<string[]> => {
  const unique = [...new Set(tipIds)];
  const tips = createTipsRepo(db);
  await tips.markRead(userId, unique, nowMs);
  return tips.readIdsOf(userId, unique);
};

export const publishTip = async (db: Database, input: TipInput, nowMs: number): Promise<Tip> => {
  const row: TipRow = { id: randomUUID(), ...input, create_date: nowMs };
  await createTipsRepo(db).insert(row);
  return tipOf(row, false);
};

/** Deleting a tip removes everyone's read mark of it too (foreign-key cascade). */
export const deleteTip = async (db: Database, id: string): Promise<void> => {
  if (!(await createTipsRepo(db).remove(id))) throw new HttpError(404, CONTENT_KEYS.tipNotFound);
};
