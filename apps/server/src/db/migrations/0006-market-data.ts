import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (db: Kysely<any>): Promise<void> => {
  // 'double precision' is PostgreSQL's float8 and has REAL affinity in SQLite: one type for both.
  await db.schema
    .createTable('candles')
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('timeframe', 'integer', (col) => col.notNull())
    .addColumn('time', 'bigint', (col) => col.notNull())
    .addColumn('open', 'double precision', (col) => col.notNull())
    .addColumn('high', 'double precision', (col) => col.notNull())
    .addColumn('low', 'double precision', (col) => col.notNull())
    .addColumn('close', 'double precision', (col) => col.notNull())
    .addColumn('volume', 'double precision', (col) => col.notNull())
    // The key doubles as the index every read uses: one series, newest first.
    .addPrimaryKeyConstraint('candles_pk', ['source', 'symbol', 'timeframe', 'time'])
    .execute();

  await db.schema
    .createTable('market_replay_state')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('seed', 'integer', (col) => col.notNull())
    .addColumn('anchor', 'bigint', (col) => col.notNull())
    .addColumn('shifts_json', 'text', (col) => col.notNull())
    .addColumn('data_version', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
};
