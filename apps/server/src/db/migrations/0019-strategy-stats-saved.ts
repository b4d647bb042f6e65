import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (db: Kysely<any>): Promise<void> => {
  // When the rows were last written (unix ms): the upkeep rewrites them under the full run's `computed_at`, and the
  // scale mode's api processes reload the rows when this moves. A run stored before it reads as saved at its run.
  await db.schema.alterTable('strategy_stats_runs').addColumn('saved_at', 'bigint').execute();
};
