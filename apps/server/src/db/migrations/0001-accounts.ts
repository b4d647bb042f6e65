import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('email_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('national_code', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('avatar_file', 'text')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('other'))
    .addColumn('access_json', 'text', (col) => col.notNull())
    .addColumn('settings_json', 'text', (col) => col.notNull())
    .addColumn('crypto_freeze_status', 'text', (col) => col.notNull().defaultTo('unfreezed'))
    .addColumn('frozen_at', 'bigint')
    .addColumn('xmoon_enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_charge_date', 'bigint')
    .addColumn('last_charge_days', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('register_date', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('login_date', 'bigint', (col) => col.notNull())
    .addColumn('logout_date', 'bigint')
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('browser', 'text', (col) => col.notNull())
    .addColumn('os', 'text', (col) => col.notNull())
    .addColumn('impersonator_id', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
};
