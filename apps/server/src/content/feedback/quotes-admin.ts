import { randomUUID } from 'node:crypto';
import type { FeedbackQuote } from '@tradescope/domain';
import type { Database } from '../../db';
import { HttpError } from '../../http';
import { CONTENT_KEYS } from '../content-keys';
import type { FeedbackQuoteRow } from '../rows';
import { createFeedbackRepo } from './feedback-repo';

type QuoteTexts = Pick<FeedbackQuote, 'text_en' | 'text_fa' | 'name_en' | 'name_fa'>;

const quoteView = ({
  id,
  position,
  text_en,
  text_fa,
  name_en,
  name_fa,
}: FeedbackQuoteRow): FeedbackQuote => ({
  id,
  position,
  text_en,
  text_fa,
  name_en,
  name_fa,
});

/** The loading screen's quotes as the administrator's console lists and edits them (spec §3 user_feedback). */
export const listQuotes = async (db: Database): Promise<FeedbackQuote[]> =>
  (await createFeedbackRepo(db).listQuotes()).map(quoteView);

/** A new quote goes last in the rotation. */
export const addQuote = async (db: Database, texts: QuoteTexts, nowMs: number): Promise<FeedbackQuote> => {
  const quotes = createFeedbackRepo(db);
  const row = { id: randomUUID(), position: await quotes.nextQuotePosition(), ...texts, created_at: nowMs };
  await quotes.insertQuotes([row]);
  return quoteView(row);
};

export const editQuote = async (db: Database, id: string, texts: QuoteTexts): Promise<void> => {
  if (!(await createFeedbackRepo(db).updateQuote(id, texts)))
    throw new HttpError(404, CONTENT_KEYS.quoteNotFound);
};

export const removeQuote = async (db: Database, id: string): Promise<void> => {
  if (!(await createFeedbackRepo(db).deleteQuote(id))) throw new HttpError(404, CONTENT_KEYS.quoteNotFound);
};
