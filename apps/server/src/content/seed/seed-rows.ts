import { sanitizeHtml } from '../help';
import type { FeedbackQuoteRow, HelpRow, TipRow } from '../rows';
import type { SeedHelpEntry, SeedHelpSection, SeedQuote, SeedTip } from './seed-types';

/** Positions step by ten so an administrator can slot a page between two seeded ones. */
const POSITION_STEP = 10;
/** Seeded tips are a minute apart, so "newest first" keeps the order they are written in. */
const TIP_SPACING_MS = 60_000;

const helpRowOf = (entry: SeedHelpEntry, parentId: string | null, index: number, nowMs: number): HelpRow => ({
  id: entry.id,
  parent_id: parentId,
  position: (index + 1) * POSITION_STEP,
  platform: entry.platform ?? 'all',
  label_en: entry.label.en,
  label_fa: entry.label.fa,
  content_en: sanitizeHtml(entry.content.en.join('')),
  content_fa: sanitizeHtml(entry.content.fa.join('')),
  image_light: entry.image ?? null,
  image_dark: entry.image ?? null,
  updated_at: nowMs,
});

/** Sections first, then children, so every parent exists before the rows that point to it. */
export const helpRowsOf = (sections: readonly SeedHelpSection[], nowMs: number): HelpRow[] => [
  ...sections.map((section, index) => helpRowOf(section, null, index, nowMs)),
  ...sections.flatMap((section) =>
    section.children.map((child, index) => helpRowOf(child, section.id, index, nowMs)),
  ),
];

export const tipRowsOf = (tips: readonly SeedTip[], nowMs: number): TipRow[] =>
  tips.map((tip, index) => ({
    id: tip.id,
    image_url: '',
    title_en: tip.title.en,
    title_fa: tip.title.fa,
    tag_en: tip.tag.en,
    tag_fa: tip.tag.fa,
    text_en: tip.text.en,
    text_fa: tip.text.fa,
    link_en: tip.link?.href ?? '',
    link_fa: tip.link?.href ?? '',
    link_text_en: tip.link?.text.en ?? '',
    link_text_fa: tip.link?.text.fa ?? '',
    create_date: nowMs - index * TIP_SPACING_MS,
  }));

export const quoteRowsOf = (quotes: readonly SeedQuote[], nowMs: number): FeedbackQuoteRow[] =>
  quotes.map((quote, index) => ({
    id: quote.id,
    position: (index + 1) * POSITION_STEP,
    text_en: quote.text.en,
    text_fa: quote.text.fa,
    name_en: quote.name.en,
    name_fa: quote.name.fa,
    created_at: nowMs,
  }));
