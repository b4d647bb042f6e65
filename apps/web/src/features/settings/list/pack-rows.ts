import { type Market, normalizePackName, type Settings } from '@tradescope/domain';
import { PACK_KINDS, type PackListKind } from '../pack-kinds';

/** What every pack has that the list shows (spec §3 Packs). */
interface ListedPack {
  readonly name: string;
  readonly title: string;
  readonly enable: boolean;
  readonly createDate: number;
  readonly position: number;
  readonly isEditable: boolean;
  readonly lock: boolean;
}

/** One row of the pack list: the pack, the record key it is stored under, and whether it is the user's. */
export interface PackRow {
  readonly key: string;
  readonly name: string;
  readonly title: string;
  readonly enable: boolean;
  readonly createDate: number;
  readonly lock: boolean;
  /** The user's own editable pack: it may be dragged, edited and deleted; system packs are read-only. */
  readonly editable: boolean;
}

type Section = Readonly<Record<string, ListedPack | false>>;

const sectionOf = (settings: Settings, market: Market, name: string): Section =>
  settings[market][name as keyof Settings[Market]] as unknown as Section;

// System packs are named in lower case ("classic"); they are shown capitalised, as the pages' pack drawers do.
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const rowsOf = (section: Section, own: boolean): PackRow[] =>
  Object.entries(section)
    .filter((entry): entry is [string, ListedPack] => entry[1] !== false)
    .sort(([, a], [, b]) => a.position - b.position)
    .map(([key, pack]) => ({
      key,
      name: pack.name,
      title: own ? pack.title || pack.name : capitalised(pack.title || pack.name),
      enable: pack.enable,
      createDate: pack.createDate,
      lock: pack.lock,
      editable: own && pack.isEditable,
    }));

/** The list of a kind: the user's packs in their order, then the system packs (spec §2 pack list). */
export const packRowsOf = (settings: Settings, market: Market, kind: PackListKind): PackRow[] => {
  const { own, system } = PACK_KINDS[kind];
  return [
    ...rowsOf(sectionOf(settings, market, own), true),
    ...(system ? rowsOf(sectionOf(settings, market, system), false) : []),
  ];
};

/** The title's count: the user's own packs (spec §2 "count of editable packs / max packs"). */
export const ownCountOf = (rows: readonly PackRow[]): number => rows.filter((row) => row.editable).length;

/** Search on the name or title, ignoring case and surrounding spaces. */
export const searchRows = (rows: readonly PackRow[], search: string): PackRow[] => {
  const wanted = normalizePackName(search);
  if (wanted === '') return [...rows];
  return rows.filter(
    (row) => normalizePackName(row.name).includes(wanted) || normalizePackName(row.title).includes(wanted),
  );
};

/** The settings with one of the user's packs of the kind replaced (or removed with false, spec §4). */
const withOwnPack = (
  settings: Settings,
  market: Market,
  kind: PackListKind,
  key: string,
  next: (pack: ListedPack) => ListedPack | false,
): Settings => {
  const sectionName = PACK_KINDS[kind].own;
  const section = sectionOf(settings, market, sectionName);
  const pack = section[key];
  if (pack === undefined || pack === false || !pack.isEditable) return settings;
  return {
    ...settings,
    [market]: { ...settings[market], [sectionName]: { ...section, [key]: next(pack) } },
  };
};

/** Spec §4: the switch toggles enable and saves at once. */
export const withEnabled = (
  settings: Settings,
  market: Market,
  kind: PackListKind,
  key: string,
  enable: boolean,
): Settings => withOwnPack(settings, market, kind, key, (pack) => ({ ...pack, enable }));

/** Spec §4: deleting (after confirmation) sets the pack to false in settings. */
export const withoutPack = (settings: Settings, market: Market, kind: PackListKind, key: string): Settings =>
  withOwnPack(settings, market, kind, key, () => false);

/** Spec §4: reordering saves positions; `keys` are the user's packs in their new order, numbered from 0. */
export const withOrder = (
  settings: Settings,
  market: Market,
  kind: PackListKind,
  keys: readonly string[],
): Settings =>
  keys.reduce(
    (next, key, position) => withOwnPack(next, market, kind, key, (pack) => ({ ...pack, position })),
    settings,
  );
