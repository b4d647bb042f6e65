/**
 * Tables of the content module (its migration: migrations/0005-content.ts). Times are unix milliseconds; texts
 * come in both product languages (en, fa) as sibling columns, the shape the API answers with.
 */
export type TipsTable = {
  id: string;
  /** Empty when the tip has no picture. */
  image_url: string;
  title_en: string;
  title_fa: string;
  tag_en: string;
  tag_fa: string;
  text_en: string;
  text_fa: string;
  link_en: string;
  link_fa: string;
  link_text_en: string;
  link_text_fa: string;
  create_date: number;
};

/** A row per tip a user has seen; no row means unread, so a new tip is unread for everyone at once. */
export type TipReadsTable = {
  user_id: string;
  tip_id: string;
  read_at: number;
};

/** A help section (parent_id null) or one of its children; two levels, as the help route's parent/child. */
export type HelpSectionsTable = {
  /** The slug used in the help.content route. */
  id: string;
  parent_id: string | null;
  position: number;
  /** Where the entry shows: both layouts, or only the desktop or the phone one (GET help?type=mobile). */
  platform: 'all' | 'desktop' | 'mobile';
  label_en: string;
  label_fa: string;
  /** Sanitized HTML (content/help/html-sanitizer.ts runs on every write). */
  content_en: string;
  content_fa: string;
  image_light: string | null;
  image_dark: string | null;
  updated_at: number;
};

/** Every star rating and message a user sent, kept as history. */
export type FeedbackEntriesTable = {
  id: string;
  user_id: string;
  point: number | null;
  message: string | null;
  created_at: number;
};

/** Whether and when to ask a user for a rating again. */
export type FeedbackPromptsTable = {
  user_id: string;
  postponed_until: number | null;
  answered_at: number | null;
};

/** Quotes of traders shown by the loading overlay (spec §3 user_feedback). */
export type FeedbackQuotesTable = {
  id: string;
  position: number;
  text_en: string;
  text_fa: string;
  name_en: string;
  name_fa: string;
  created_at: number;
};

/** Which first-start content sets were written, so content an administrator deleted is not written again. */
export type ContentSeedsTable = {
  name: string;
  seeded_at: number;
};

export type ContentTables = {
  tips: TipsTable;
  tip_reads: TipReadsTable;
  help_sections: HelpSectionsTable;
  feedback_entries: FeedbackEntriesTable;
  feedback_prompts: FeedbackPromptsTable;
  feedback_quotes: FeedbackQuotesTable;
  content_seeds: ContentSeedsTable;
};
