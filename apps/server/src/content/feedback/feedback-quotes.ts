import type { UserFeedback } from '@tradescope/domain';
import type { Database } from '../../db';
import { createFeedbackRepo } from './feedback-repo';

/** Each minute the loading overlay moves on to the next quote, so a trader reopening the app sees another one. */
export const QUOTE_ROTATION_MS = 60_000;

/** The user_feedback quote for the loading overlay (spec §4) at this moment, or null when none is stored. */
export const feedbackQuoteFor = async (db: Database, nowMs: number): Promise<UserFeedback | null> => {
  const quotes = createFeedbackRepo(db);
  const count = await quotes.countQuotes();
  if (count === 0) return null;
  const quote = await quotes.quoteAt(Math.floor(nowMs / QUOTE_ROTATION_MS) % count);
  if (quote === undefined) return null;
  const { text_en, text_fa, name_en, name_fa } = quote;
  return { text_en, text_fa, name_en, name_fa };
};
