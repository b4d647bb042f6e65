import type { Database } from '../../db';
import type { HelpRow } from '../rows';

/** Queries on help entries; children go with their section through the foreign key's cascade. */
export const createHelpRepo = (db: Database) => ({
  all: () => db.selectFrom('help_sections').selectAll().orderBy('position').orderBy('id').execute(),

  findById: (id: string) =>
    db.selectFrom('help_sections').selectAll().where('id', '=', id).executeTakeFirst(),

  hasChildren: async (id: string): Promise<boolean> =>
    (await db
      .selectFrom('help_sections')
      .select('id')
      .where('parent_id', '=', id)
      .limit(1)
      .executeTakeFirst()) !== undefined,

  upsert: async (row: HelpRow): Promise<void> => {
    const { id: _id, ...changes } = row;
    await db
      .insertInto('help_sections')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
      .execute();
  },

  insertMany: async (rows: HelpRow[]): Promise<void> => {
    if (rows.length > 0) await db.insertInto('help_sections').values(rows).execute();
  },

  remove: async (id: string): Promise<boolean> => {
    const result = await db.deleteFrom('help_sections').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  },
});
