import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('match_receipts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .execute();
};
