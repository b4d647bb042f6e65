import type { Market, MarketSettings, Settings } from '@tradescope/domain';
import type { MatchesPageKind } from '../../../lib/endpoints/matches';

/** Where each page keeps the packs a user may edit; system (Ata) packs are read-only defaults (DESIGN §5). */
const USER_SECTIONS = {
  periscope: 'UserSimpleStrategyPacks',
  dynamic: 'UserAdvanceStrategyPacks',
  alerts: 'Alerts',
} as const satisfies Record<MatchesPageKind, keyof MarketSettings>;

/** Whether the named pack is the user's own and editable: only then are edit and remove offered (spec §6). */
export const isEditablePack = (
  settings: Settings | undefined,
  market: Market,
  kind: MatchesPageKind,
  packName: string | undefined,
): boolean => {
  if (settings === undefined || packName === undefined) return false;
  const pack = settings[market][USER_SECTIONS[kind]][packName];
  return pack !== undefined && pack !== false && pack.isEditable;
};

/** Whether removing this strategy empties the pack (or, for advanced and alert packs, deletes it in any case). */
export const removalDeletesPack = (
  settings: Settings,
  market: Market,
  kind: MatchesPageKind,
  packName: string,
  strategyId: number,
): boolean => {
  if (kind !== 'periscope') return true;
  const pack = settings[market].UserSimpleStrategyPacks[packName];
  return !pack || pack.strategiesIds.every((id) => id === strategyId);
};

/**
 * The settings document after removing a strategy from a pack (spec §4): a simple pack loses the id and becomes
 * false when none remain; an advanced or alert pack is set to false (its entries are joined by "and", so without one
 * of them it would be another pack).
 */
export const withoutStrategy = (
  settings: Settings,
  market: Market,
  kind: MatchesPageKind,
  packName: string,
  strategyId: number,
): Settings => {
  const sections = settings[market];
  const section = USER_SECTIONS[kind];
  const pack = sections[section][packName];
  if (pack === undefined || pack === false) return settings;
  let next: (typeof sections)[typeof section][string] = false;
  if (kind === 'periscope' && 'strategiesIds' in pack) {
    const strategiesIds = pack.strategiesIds.filter((id) => id !== strategyId);
    next = strategiesIds.length === 0 ? false : { ...pack, strategiesIds };
  }
  return { ...settings, [market]: { ...sections, [section]: { ...sections[section], [packName]: next } } };
};
