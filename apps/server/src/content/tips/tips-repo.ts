import { sql } from 'kysely';
import type { Database } from '../../db';
import type { TipRow } from '../rows';

/** Newest tips a user is shown; the domain's User caps userTips at 200. */
export const TIPS_SHOWN_MAX = 200;

/** Queries on tips and on who has read them. */
export const createTipsRepo = (db: Database) => ({
  /** Newest first, each with whether this user has read it (a tip_reads row). */
  forUser: (userId: string) =>
    db
      .selectFrom('tips')
      .leftJoin('tip_reads', (join) =>
        join.onRef('tip_reads.tip_id', '=', 'tips.id').on('tip_reads.user_id', '=', userId),
      )
      .selectAll('tips')
      .select('tip_reads.read_at')
      .orderBy('tips.create_date', 'desc')
      .orderBy('tips.id', 'desc')
      .limit(TIPS_SHOWN_MAX)
      .execute(),

  insert: async (row: TipRow): Promise<void> => {
    await db.insertInto('tips').values(row).execute();
  },

  insertMany: async (rows: TipRow[]): Promise<void> => {
    if (rows.length > 0) await db.insertInto('tips').values(rows).execute();
  },

  remove: async (id: string): Promise<boolean> => {
    const result = await db.deleteFrom('tips').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  },

  /**
   * Marks the tips that exist as read, in one statement: a tip deleted meanwhile is skipped, not a foreign-key
   * failure, and a tip read before keeps its first read time.
   */
  markRead: async (userId: string, tipIds: readonly string[], nowMs: number): Promise<void> => {
    if (tipIds.length === 0) return;
    await db
      .insertInto('tip_reads')
      .columns(['user_id', 'tip_id', 'read_at'])
      .expression(
        db
          .selectFrom('tips')
          .select([
            sql<string>`cast(${userId} as text)`.as('user_id'),
            'tips.id as tip_id',
            sql<number>`cast(${nowMs} as bigint)`.as('read_at'),
          ])
          .where('tips.id', 'in', tipIds),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'tip_id']).doNothing())
      .execute();
  },

  readIdsOf: async (userId: string, tipIds: readonly string[]): Promise<string[]> => {
    if (tipIds.length === 0) return [];
    const rows = await db
      .selectFrom('tip_reads')
      .select('tip_id')
      .where('user_id', '=', userId)
      .where('tip_id', 'in', tipIds)
      .execute();
    return rows.map((row) => row.tip_id);
  },
});
