import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  // Every lookup is "this user's codes on this channel", newest first.
  await db.schema
    .createIndex('verification_codes_user_channel')
    .on('verification_codes')
    .columns(['user_id', 'channel', 'created_at'])
    .execute();

  await db.schema
    .createTable('alert_bot_links')
    .addColumn('token', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('chat_id', 'text')
    .execute();
  await db.schema.createIndex('alert_bot_links_user_id').on('alert_bot_links').column('user_id').execute();
};
