import type {
  AdvancedStrategyEntry,
  AlertPack,
  AssetPack,
  Market,
  Settings,
  UnixSeconds,
} from '@tradescope/domain';
import { PACK_KINDS, type PackListKind } from '../pack-kinds';
import { withRenamedReferences } from './renamed-references';

/** The pack the editor stores, without the fields the list keeps (spec §3 Packs). */
export type PackContent = { readonly name: string } & (
  | { readonly assets: readonly string[] }
  | { readonly strategiesIds: readonly number[] }
  | { readonly type: 'advance'; readonly items: readonly AdvancedStrategyEntry[] }
  | Omit<AlertPack, keyof PackFields>
);

/** The fields the list keeps rather than the editor (spec §3 Packs). */
type PackFields = Omit<AssetPack, 'assets' | 'name'>;

interface StoredPack {
  readonly name: string;
  readonly enable: boolean;
  readonly createDate: number;
  readonly position: number;
  readonly isEditable: boolean;
}

type Section = Readonly<Record<string, StoredPack | false>>;

const sectionOf = (settings: Settings, market: Market, kind: PackListKind): Section =>
  settings[market][PACK_KINDS[kind].own] as unknown as Section;

/** The user's editable pack stored under `key`, or undefined (unknown, deleted or a system pack: not found). */
export const ownPackOf = (
  settings: Settings,
  market: Market,
  kind: PackListKind,
  key: string,
): StoredPack | undefined => {
  const section = sectionOf(settings, market, kind);
  const pack = Object.hasOwn(section, key) ? section[key] : undefined;
  if (pack === undefined || pack === false || !pack.isEditable) return undefined;
  return pack;
};

/** Names of the user's other packs of the kind: a new name must differ from them (spec §5). */
export const otherNamesOf = (
  settings: Settings,
  market: Market,
  kind: PackListKind,
  key?: string,
): string[] =>
  Object.entries(sectionOf(settings, market, kind))
    .filter((entry): entry is [string, StoredPack] => entry[1] !== false && entry[0] !== key)
    .map(([, pack]) => pack.name);

/**
 * The settings after saving a pack (spec §3, §4): stored under its name, so a renamed pack moves to its new key (and
 * the pages that had chosen it follow); an edited pack keeps its switch, date and place, a new one is switched on
 * and goes last.
 */
export const withSavedPack = (
  settings: Settings,
  market: Market,
  kind: PackListKind,
  originalKey: string | undefined,
  content: PackContent,
  now: UnixSeconds,
): Settings => {
  const sectionName = PACK_KINDS[kind].own;
  const section = { ...sectionOf(settings, market, kind) };
  const original = originalKey === undefined ? undefined : ownPackOf(settings, market, kind, originalKey);
  if (originalKey !== undefined) delete section[originalKey];
  const positions = Object.values(section).flatMap((pack) => (pack === false ? [] : [pack.position]));
  const name = content.name.trim();
  section[name] = {
    ...original,
    ...content,
    name,
    title: name,
    enable: original?.enable ?? true,
    createDate: original?.createDate ?? now,
    position: original?.position ?? (positions.length === 0 ? 0 : Math.max(...positions) + 1),
    isEditable: true,
    settingsName: sectionName,
    lock: false,
  } as unknown as StoredPack;
  const renamed =
    originalKey === undefined
      ? settings[market]
      : withRenamedReferences(settings[market], kind, originalKey, name);
  return { ...settings, [market]: { ...renamed, [sectionName]: section } };
};
