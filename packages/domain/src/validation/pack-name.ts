import { issue, settle, type ValidationIssue, type ValidationResult } from './result';

/** "all" selects every asset in the asset filters, so no asset pack may take that name (spec §5). */
export const RESERVED_ASSET_PACK_NAMES = ['all'] as const;

export const DEFAULT_PACK_NAME_PREFIX = 'My Pack';

/**
 * What pack names are compared by. A pack is opened by its name in the URL and listed beside the others,
 * so case and surrounding spaces do not make a different name.
 */
export const normalizePackName = (name: string): string => name.trim().toLowerCase();

export interface PackNameContext {
  /** Names of the user's packs of this kind in this market. */
  readonly existingNames: readonly string[];
  /** The pack's own name while it is edited, so saving it unchanged is not a duplicate. */
  readonly currentName?: string;
  readonly reservedNames?: readonly string[];
}

/**
 * Control characters, line separators and the bidi controls that reorder the text around them (Trojan Source,
 * CVE-2021-42574): a name is shown as typed or not at all. ZWNJ (U+200C) stays allowed: Persian words need it.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export const packNameIssues = (name: string, context: PackNameContext): ValidationIssue[] => {
  const normalized = normalizePackName(name);
  if (normalized === '') return [issue('name', 'market.empty-name')];
  if (HIDDEN_CHARACTERS.test(name)) return [issue('name', 'market.name-invalid')];
  const own = context.currentName === undefined ? undefined : normalizePackName(context.currentName);
  const taken = [...context.existingNames, ...(context.reservedNames ?? [])].some(
    (existing) => normalizePackName(existing) === normalized && normalizePackName(existing) !== own,
  );
  return taken ? [issue('name', 'market.name-duplicate')] : [];
};

/** Required, free of hidden characters and unique; the value is the trimmed name. */
export const validatePackName = (name: string, context: PackNameContext): ValidationResult<string> =>
  settle(name.trim(), packNameIssues(name, context));

/** The default name of a new pack (spec §3): "My Pack N" with the lowest N >= 1 not already taken. */
export const nextPackName = (existingNames: readonly string[]): string => {
  const taken = new Set(existingNames.map(normalizePackName));
  let n = 1;
  while (taken.has(normalizePackName(`${DEFAULT_PACK_NAME_PREFIX} ${n}`))) n += 1;
  return `${DEFAULT_PACK_NAME_PREFIX} ${n}`;
};
