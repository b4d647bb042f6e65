import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';

/** The table types, read off the one database handle (the db room's door exports the handle, not its tables). */
type Tables = Database extends Kysely<infer T> ? T : never;

export type TipRow = Selectable<Tables['tips']>;
export type HelpRow = Selectable<Tables['help_sections']>;
export type FeedbackQuoteRow = Selectable<Tables['feedback_quotes']>;
