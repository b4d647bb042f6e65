import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('live_matches')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('series', 'text', (col) => col.notNull())
    .addColumn('asset', 'text', (col) => col.notNull())
    .addColumn('timeframe', 'integer', (col) => col.notNull())
    .addColumn('match_json', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('live_matches_series').on('live_matches').column('series').execute();
  await db.schema
    .createIndex('live_matches_asset')
    .on('live_matches')
    .columns(['asset', 'timeframe'])
    .execute();
  await db.schema
    .createTable('series_scans')
    .addColumn('series', 'text', (col) => col.primaryKey())
    .addColumn('candle_time', 'bigint', (col) => col.notNull())
    .addColumn('scans', 'integer', (col) => col.notNull())
    .addColumn('scanned_at', 'bigint', (col) => col.notNull())
    .execute();
};
