import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('alert_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('match_id', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('market', 'text', (col) => col.notNull())
    .addColumn('pack_name', 'text')
    .addColumn('target', 'text')
    .addColumn('payload_json', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'bigint')
    .addColumn('lease_until', 'bigint')
    .addColumn('lease_token', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('delivered_at', 'bigint')
    // One alert per (user, match, channel): a rescan, a restart or a retry inserts nothing new.
    .addUniqueConstraint('alert_outbox_once', ['user_id', 'match_id', 'channel'])
    .execute();
  await db.schema
    .createIndex('alert_outbox_due')
    .on('alert_outbox')
    .columns(['channel', 'status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('alert_outbox_user')
    .on('alert_outbox')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('alert_attempts')
    .addColumn('outbox_id', 'text', (col) => col.notNull().references('alert_outbox.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (col) => col.notNull())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('ok', 'integer', (col) => col.notNull())
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('alert_attempts_pk', ['outbox_id', 'attempt'])
    .execute();
  await db.schema
    .createTable('alert_webhook_secrets')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
};
