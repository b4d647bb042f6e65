import type { HelpEntry, HelpSection } from '@tradescope/domain';
import { type HelpLanguage, labelOf } from './help-text';

export type HelpGroup = { readonly section: HelpSection; readonly children: readonly HelpEntry[] };
export type HelpListing = { readonly groups: readonly HelpGroup[]; readonly other: readonly HelpSection[] };

/**
 * Spec §2 help home: sections and children filtered by a case-insensitive substring of their label (in the reading
 * language, with its English fallback); sections with children are groups under their label, childless ones go
 * under "other". A section whose own label matches keeps all its children; otherwise only matching children stay.
 */
export const listHelp = (
  sections: readonly HelpSection[],
  query: string,
  language: HelpLanguage,
): HelpListing => {
  const needle = query.trim().toLocaleLowerCase();
  const matches = (entry: HelpEntry) => labelOf(entry, language).toLocaleLowerCase().includes(needle);
  const groups: HelpGroup[] = [];
  const other: HelpSection[] = [];
  for (const section of sections) {
    if (section.children.length === 0) {
      if (matches(section)) other.push(section);
      continue;
    }
    const children = matches(section) ? section.children : section.children.filter(matches);
    if (children.length > 0) groups.push({ section, children });
  }
  return { groups, other };
};
