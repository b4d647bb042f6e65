import type { Kysely } from 'kysely';

const LANGUAGES = ['en', 'fa'] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (db: Kysely<any>): Promise<void> => {
  let tips = db.schema
    .createTable('tips')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('image_url', 'text', (col) => col.notNull().defaultTo(''));
  for (const field of ['title', 'tag', 'text', 'link', 'link_text']) {
    for (const lang of LANGUAGES) {
      tips = tips.addColumn(`${field}_${lang}`, 'text', (col) => col.notNull().defaultTo(''));
    }
  }
  await tips.addColumn('create_date', 'bigint', (col) => col.notNull()).execute();
  await db.schema.createIndex('tips_create_date').on('tips').column('create_date').execute();

  await db.schema
    .createTable('tip_reads')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tip_id', 'text', (col) => col.notNull().references('tips.id').onDelete('cascade'))
    .addColumn('read_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('tip_reads_pk', ['user_id', 'tip_id'])
    .execute();
  await db.schema.createIndex('tip_reads_tip_id').on('tip_reads').column('tip_id').execute();

  await db.schema
    .createTable('help_sections')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('parent_id', 'text', (col) => col.references('help_sections.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('platform', 'text', (col) => col.notNull().defaultTo('all'))
    .addColumn('label_en', 'text', (col) => col.notNull())
    .addColumn('label_fa', 'text', (col) => col.notNull())
    .addColumn('content_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content_fa', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('image_light', 'text')
    .addColumn('image_dark', 'text')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('help_sections_parent_id').on('help_sections').column('parent_id').execute();

  await db.schema
    .createTable('feedback_entries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('point', 'integer')
    .addColumn('message', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('feedback_entries_user_id').on('feedback_entries').column('user_id').execute();

  await db.schema
    .createTable('feedback_prompts')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('postponed_until', 'bigint')
    .addColumn('answered_at', 'bigint')
    .execute();

  await db.schema
    .createTable('feedback_quotes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('text_en', 'text', (col) => col.notNull())
    .addColumn('text_fa', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_fa', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('content_seeds')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('seeded_at', 'bigint', (col) => col.notNull())
    .execute();
};
