import type { HelpEntry, HelpSection } from '@tradescope/domain';
import type { ResolvedTheme } from '../../lib/theme/theme';

export type HelpLanguage = 'en' | 'fa';

/** Spec §2: a help text falls back to English where the Persian one is missing. */
export const labelOf = (entry: HelpEntry, language: HelpLanguage): string =>
  (language === 'fa' && entry.label_fa.trim()) || entry.label_en;

export const contentOf = (entry: HelpEntry, language: HelpLanguage): string =>
  (language === 'fa' && entry.content_fa.trim()) || entry.content_en;

/** The picture drawn for the theme in use, else the other theme's (a picture is better than none). */
export const imageOf = (entry: HelpEntry, theme: ResolvedTheme): string | null =>
  (theme === 'dark' ? entry.image_dark : entry.image_light) ??
  (theme === 'dark' ? entry.image_light : entry.image_dark);

/** The page a help.content route names: a section (/help/:parent) or one of its children (/help/:parent/:child). */
export const pageOf = (
  sections: readonly HelpSection[],
  parent: string | undefined,
  child: string | undefined,
): { section: HelpSection; entry: HelpEntry } | null => {
  const section = sections.find((candidate) => candidate.id === parent);
  if (!section) return null;
  if (child === undefined) return { section, entry: section };
  const entry = section.children.find((candidate) => candidate.id === child);
  return entry ? { section, entry } : null;
};

export const pathOf = (section: HelpEntry, child?: HelpEntry): string =>
  child ? `/help/${section.id}/${child.id}` : `/help/${section.id}`;
