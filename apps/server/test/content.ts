import type { Database } from '../src/db';

/** The app seeds content at start; tests of empty tables and of the seed itself start from nothing. */
export const clearContent = async (db: Database): Promise<void> => {
  for (const table of [
    'tip_reads',
    'tips',
    'help_sections',
    'feedback_entries',
    'feedback_prompts',
    'feedback_quotes',
    'content_seeds',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
};
