import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('installment_plans')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('days', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('first_amount_cents', 'integer', (col) => col.notNull())
    .addColumn('second_amount_cents', 'integer', (col) => col.notNull())
    .addColumn('last_amount_cents', 'integer', (col) => col.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('installment_plans_user_id')
    .on('installment_plans')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('purchases')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('days', 'integer', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('installment_id', 'text', (col) => col.references('installment_plans.id').onDelete('cascade'))
    .addColumn('installment_slot', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('purchases_user_id_created_at')
    .on('purchases')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('purchases_installment_id').on('purchases').column('installment_id').execute();

  await db.schema
    .createTable('gifts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('days', 'integer', (col) => col.notNull())
    .addColumn('grant_group', 'text', (col) => col.notNull())
    .addColumn('tier', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('enabled_at', 'bigint')
    .addColumn('created_by', 'text')
    .execute();
  await db.schema
    .createIndex('gifts_user_id_name')
    .on('gifts')
    .columns(['user_id', 'name'])
    .unique()
    .execute();
};
