import type { HelpRow } from '../rows';

/** GET help answers the desktop tree by default and the phone tree for type=mobile. */
export const HELP_VARIANTS = ['desktop', 'mobile'] as const;
export type HelpVariant = (typeof HELP_VARIANTS)[number];

/** One help page: labels and sanitized HTML per language, and an optional picture per theme. */
export type HelpEntry = Omit<HelpRow, 'parent_id' | 'updated_at'>;
export type HelpSection = HelpEntry & { children: HelpEntry[] };

export const entryOf = ({ parent_id: _parent, updated_at: _updated, ...entry }: HelpRow): HelpEntry => entry;

/**
 * Builds the two-level tree from rows already in position order. A variant keeps the entries for every platform
 * plus its own, so desktop-only pages (grid view, keyboard use) never reach a phone and phone-only pages (install
 * the app, bottom navigation) never reach a desktop. A section left with neither children nor content is dropped.
 */
export const buildHelpTree = (rows: readonly HelpRow[], variant: HelpVariant): HelpSection[] => {
  const shown = rows.filter((row) => row.platform === 'all' || row.platform === variant);
  const childrenOf = new Map<string, HelpEntry[]>();
  for (const row of shown) {
    if (row.parent_id === null) continue;
    const siblings = childrenOf.get(row.parent_id) ?? [];
    siblings.push(entryOf(row));
    childrenOf.set(row.parent_id, siblings);
  }
  const hadChildren = new Set(rows.flatMap((row) => (row.parent_id === null ? [] : [row.parent_id])));
  return shown
    .filter((row) => row.parent_id === null)
    .map((row) => ({ ...entryOf(row), children: childrenOf.get(row.id) ?? [] }))
    .filter(
      (section) =>
        section.children.length > 0 ||
        !hadChildren.has(section.id) ||
        section.content_en !== '' ||
        section.content_fa !== '',
    );
};
