import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (db: Kysely<any>): Promise<void> => {
  // The metrics' outbox backlog (every scrape) counts the rows still to send; without it the count reads the whole
  // outbox index, delivered history and all, which only grows. Partial: it holds only the rows not yet settled.
  await db.schema
    .createIndex('alert_outbox_backlog')
    .on('alert_outbox')
    .columns(['channel', 'status'])
    .where(sql.ref('status'), 'in', [sql.lit('pending'), sql.lit('retrying')])
    .execute();
};
