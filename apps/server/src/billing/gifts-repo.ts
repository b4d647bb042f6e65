import type { Insertable } from 'kysely';
import type { Database, GiftRow, GiftsTable } from '../db';

export const createGiftsRepo = (db: Database) => ({
  /** False when the user already has a gift of that name (the unique index answers, even under a race). */
  insert: async (row: Insertable<GiftsTable>): Promise<boolean> => {
    const inserted = await db
      .insertInto('gifts')
      .values(row)
      .onConflict((conflict) => conflict.columns(['user_id', 'name']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  listOf: (userId: string): Promise<GiftRow[]> =>
    db
      .selectFrom('gifts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .orderBy('name', 'asc')
      .execute(),

  namedOf: (userId: string, names: readonly string[]): Promise<GiftRow[]> =>
    db.selectFrom('gifts').selectAll().where('user_id', '=', userId).where('name', 'in', names).execute(),

  /** Stamps the named gifts that are not active yet; the count tells whether another request got there first. */
  activate: async (userId: string, names: readonly string[], nowMs: number): Promise<number> => {
    const result = await db
      .updateTable('gifts')
      .set({ enabled_at: nowMs })
      .where('user_id', '=', userId)
      .where('name', 'in', names)
      .where('enabled_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  countNotActivated: async (userId: string): Promise<number> => {
    const row = await db
      .selectFrom('gifts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('enabled_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },
});
