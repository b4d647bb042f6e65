import type { Database } from '../../db';
import type { FeedbackQuoteRow } from '../rows';

type QuoteTexts = Pick<FeedbackQuoteRow, 'text_en' | 'text_fa' | 'name_en' | 'name_fa'>;

type NewEntry = {
  id: string;
  user_id: string;
  point: number | null;
  message: string | null;
  created_at: number;
};

/** Queries on feedback: what users sent, when to ask them again, and the quotes the loading overlay shows. */
export const createFeedbackRepo = (db: Database) => ({
  insertEntry: async (entry: NewEntry): Promise<void> => {
    await db.insertInto('feedback_entries').values(entry).execute();
  },

  promptOf: (userId: string) =>
    db.selectFrom('feedback_prompts').selectAll().where('user_id', '=', userId).executeTakeFirst(),

  postpone: async (userId: string, untilMs: number): Promise<void> => {
    await db
      .insertInto('feedback_prompts')
      .values({ user_id: userId, postponed_until: untilMs, answered_at: null })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ postponed_until: untilMs }))
      .execute();
  },

  markAnswered: async (userId: string, atMs: number): Promise<void> => {
    await db
      .insertInto('feedback_prompts')
      .values({ user_id: userId, postponed_until: null, answered_at: atMs })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ answered_at: atMs }))
      .execute();
  },

  countQuotes: async (): Promise<number> => {
    const row = await db
      .selectFrom('feedback_quotes')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  quoteAt: (offset: number) =>
    db
      .selectFrom('feedback_quotes')
      .selectAll()
      .orderBy('position')
      .orderBy('id')
      .limit(1)
      .offset(offset)
      .executeTakeFirst(),

  insertQuotes: async (rows: FeedbackQuoteRow[]): Promise<void> => {
    if (rows.length > 0) await db.insertInto('feedback_quotes').values(rows).execute();
  },

  /** Every quote in the order the loading overlay rotates through them. */
  listQuotes: () => db.selectFrom('feedback_quotes').selectAll().orderBy('position').orderBy('id').execute(),

  nextQuotePosition: async (): Promise<number> => {
    const row = await db
      .selectFrom('feedback_quotes')
      .select((eb) => eb.fn.max('position').as('position'))
      .executeTakeFirst();
    return row?.position === null || row?.position === undefined ? 0 : Number(row.position) + 1;
  },

  updateQuote: async (id: string, texts: QuoteTexts): Promise<boolean> => {
    const result = await db.updateTable('feedback_quotes').set(texts).where('id', '=', id).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  deleteQuote: async (id: string): Promise<boolean> => {
    const result = await db.deleteFrom('feedback_quotes').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  },
});
