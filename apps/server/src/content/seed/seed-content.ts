import type { Database } from '../../db';
import { createFeedbackRepo } from '../feedback';
import { createHelpRepo } from '../help';
import { createTipsRepo } from '../tips';
import { QUOTES_SEED } from './feedback-quotes';
import { HELP_SEED } from './help';
import { helpRowsOf, quoteRowsOf, tipRowsOf } from './seed-rows';
import { TIPS_SEED } from './tips';

/** Each set, the table it fills and how; a transaction is a database handle too, so inserts take either. */
const SEED_SETS = {
  help: {
    table: 'help_sections',
    insert: (db: Database, nowMs: number) => createHelpRepo(db).insertMany(helpRowsOf(HELP_SEED, nowMs)),
  },
  tips: {
    table: 'tips',
    insert: (db: Database, nowMs: number) => createTipsRepo(db).insertMany(tipRowsOf(TIPS_SEED, nowMs)),
  },
  quotes: {
    table: 'feedback_quotes',
    insert: (db: Database, nowMs: number) =>
      createFeedbackRepo(db).insertQuotes(quoteRowsOf(QUOTES_SEED, nowMs)),
  },
} as const;

type SeedSet = keyof typeof SEED_SETS;

/**
 * Writes one set at most once in the database's life: its marker row and its rows go in one transaction, and a
 * table that already has rows is only marked. A second process starting at the same moment waits on the marker's
 * key and then skips. Once marked, content an administrator deleted never comes back at the next start.
 */
const seedOnce = (db: Database, name: SeedSet, nowMs: number): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto('content_seeds')
      .values({ name, seeded_at: nowMs })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    if ((marked.numInsertedOrUpdatedRows ?? 0n) === 0n) return false;
    const { table, insert } = SEED_SETS[name];
    const existing = await trx.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (existing !== undefined) return false;
    await insert(trx, nowMs);
    return true;
  });

/** First-start content: the help centre, tips and loading quotes. Safe to run at every start. */
export const seedContent = async (db: Database, nowMs: number): Promise<Record<SeedSet, boolean>> => ({
  help: await seedOnce(db, 'help', nowMs),
  tips: await seedOnce(db, 'tips', nowMs),
  quotes: await seedOnce(db, 'quotes', nowMs),
});
