import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (db: Kysely<any>): Promise<void> => {
  // The alert bot's /mute: alerts to the bound chat wait until this time (unix milliseconds).
  await db.schema.alterTable('alert_bot_links').addColumn('muted_until', 'bigint').execute();
  // Every bot command looks its chat up.
  await db.schema.createIndex('alert_bot_links_chat_id').on('alert_bot_links').column('chat_id').execute();
};
