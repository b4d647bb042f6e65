import type { ChartsTable, Database } from '../db';

export type ChartRow = ChartsTable;

/** Queries on saved charts; every one is scoped to the owner, so another user's chart is simply not there. */
export const createChartsRepo = (db: Database) => ({
  listOf: (userId: string) =>
    db
      .selectFrom('charts')
      .select(['id', 'symbol', 'strategy_ids_json', 'resolution', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .execute(),

  find: (userId: string, id: string) =>
    db.selectFrom('charts').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst(),

  countOf: async (userId: string): Promise<number> => {
    const row = await db
      .selectFrom('charts')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  upsert: async (row: ChartRow): Promise<void> => {
    const { user_id: _user, id: _id, ...changes } = row;
    await db
      .insertInto('charts')
      .values(row)
      .onConflict((conflict) => conflict.columns(['user_id', 'id']).doUpdateSet(changes))
      .execute();
  },

  remove: async (userId: string, id: string): Promise<boolean> => {
    const result = await db
      .deleteFrom('charts')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
});

export type ChartsRepo = ReturnType<typeof createChartsRepo>;
