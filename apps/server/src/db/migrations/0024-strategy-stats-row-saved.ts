import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (db: Kysely<any>): Promise<void> => {
  // Each row says which save wrote it (the run's `saved_at`), so a save drops the rows its run no longer has in one
  // statement instead of reading every id back. A row of an older run reads null and leaves at the next save.
  await db.schema.alterTable('strategy_stats').addColumn('saved_at', 'bigint').execute();
};
