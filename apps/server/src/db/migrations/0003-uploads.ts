import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('videos')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('comment', 'text')
    .addColumn('file_name', 'text', (col) => col.notNull().unique())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('due_date', 'bigint')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewer_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addUniqueConstraint('videos_user_number', ['user_id', 'number'])
    .execute();
  // At most one video awaits review per user (spec §4): two simultaneous uploads cannot both be stored as pending.
  await db.schema
    .createIndex('videos_one_pending_per_user')
    .on('videos')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('videos_status_created')
    .on('videos')
    .columns(['status', 'created_at'])
    .execute();
};
