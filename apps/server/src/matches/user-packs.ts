import type { Market, MarketSettings } from '@tradescope/domain';
import type { UserRow } from '../db';
import { HttpError } from '../http';
import type { SystemPacks } from '../system-packs';

type Packs = Pick<
  MarketSettings,
  | 'UserAssetPacks'
  | 'AtaAssetPacks'
  | 'UserSimpleStrategyPacks'
  | 'AtaSimpleStrategyPacks'
  | 'UserAdvanceStrategyPacks'
  | 'AtaAdvanceStrategyPacks'
  | 'Alerts'
>;

export const MATCHES_KEYS = { packNotFound: 'market.matched-tabs.pack-not-found' } as const;

type StoredSettings = Record<Market, Partial<Packs>>;

// Parsed settings by their stored text: every matches request reads the caller's packs, and parsing settings_json
// each time was a measurable share of a request. Keyed by content, so a changed setting is simply another key;
// bounded by the text held. The parsed documents are shared: nothing reading packs may change them.
const parsed = new Map<string, StoredSettings>();
const PARSED_CHARS = 4_000_000;
let parsedChars = 0;

const settingsOf = (json: string): StoredSettings => {
  const known = parsed.get(json);
  if (known !== undefined) return known;
  const settings = JSON.parse(json) as StoredSettings;
  if (json.length <= PARSED_CHARS) {
    parsed.set(json, settings);
    parsedChars += json.length;
    while (parsedChars > PARSED_CHARS) {
      const oldest = parsed.keys().next().value!;
      parsed.delete(oldest);
      parsedChars -= oldest.length;
    }
  }
  return settings;
};

/** The packs a user's matches requests name: their own and the system ones (system packs always the server's). */
export const packsOf = (
  row: Pick<UserRow, 'settings_json'>,
  market: Market,
  systemPacks: SystemPacks,
): Packs => {
  const stored = settingsOf(row.settings_json)[market] ?? {};
  return {
    UserAssetPacks: stored.UserAssetPacks ?? {},
    UserSimpleStrategyPacks: stored.UserSimpleStrategyPacks ?? {},
    UserAdvanceStrategyPacks: stored.UserAdvanceStrategyPacks ?? {},
    Alerts: stored.Alerts ?? {},
    ...systemPacks[market],
  };
};

const live = <T>(pack: T | false | undefined): T | undefined => (pack === false ? undefined : pack);

/** Strategy ids of a simple pack, user's first, then the system one of that name. */
export const simplePackStrategies = (packs: Packs, name: string): number[] => {
  const pack = live(packs.UserSimpleStrategyPacks[name]) ?? live(packs.AtaSimpleStrategyPacks[name]);
  if (pack === undefined) throw new HttpError(404, MATCHES_KEYS.packNotFound);
  return [...pack.strategiesIds];
};

/** The bases of the named asset packs; none (or "all") means every asset. */
export const assetPackBases = (packs: Packs, names: readonly string[]): string[] | undefined => {
  if (names.length === 0 || names.includes('all')) return undefined;
  const bases = new Set<string>();
  for (const name of names) {
    const pack = live(packs.UserAssetPacks[name]) ?? live(packs.AtaAssetPacks[name]);
    if (pack === undefined) throw new HttpError(404, MATCHES_KEYS.packNotFound);
    for (const asset of pack.assets) bases.add(asset);
  }
  return [...bases];
};

export const advancedPack = (packs: Packs, name: string) => {
  const pack = live(packs.UserAdvanceStrategyPacks[name]) ?? live(packs.AtaAdvanceStrategyPacks[name]);
  if (pack === undefined) throw new HttpError(404, MATCHES_KEYS.packNotFound);
  return pack;
};
