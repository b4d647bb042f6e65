import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (db: Kysely<any>): Promise<void> => {
  // One row per track record (strategy × market × timeframe, per source, per asset): `id` joins the five, '' for an
  // all-sources or all-assets row, so the key never holds a NULL (PostgreSQL would let two such rows in).
  await db.schema
    .createTable('strategy_stats')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('market', 'text', (col) => col.notNull())
    .addColumn('payload_json', 'text', (col) => col.notNull())
    .execute();
  // The last full run: one row (id 1).
  await db.schema
    .createTable('strategy_stats_runs')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('computed_at', 'bigint', (col) => col.notNull())
    .addColumn('from_time', 'bigint')
    .addColumn('to_time', 'bigint')
    .execute();
};
