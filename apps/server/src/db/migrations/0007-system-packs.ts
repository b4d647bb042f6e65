import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('system_packs')
    .addColumn('market', 'text', (col) => col.notNull())
    .addColumn('section', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('pack_json', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('system_packs_pk', ['market', 'section', 'name'])
    .execute();
};
