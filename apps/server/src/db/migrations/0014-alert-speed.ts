import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (db: Kysely<any>): Promise<void> => {
  // The alerts' re-read of changed users (every 10 s) scanned every user's row, settings and all, without it.
  await db.schema.createIndex('users_updated_at').on('users').column('updated_at').execute();
};
