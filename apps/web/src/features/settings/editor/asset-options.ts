import type { AssetPack, MarketSettings, Pair } from '@tradescope/domain';

/** One asset the picker offers: a base of the source, once, however many quotes it trades against. */
export interface AssetOption {
  readonly base: string;
  readonly name: string;
  readonly logo: string | null;
}

/** The source's bases in the order given (biggest marketcap first); quote-type assets are hidden (spec §2). */
export const assetOptionsOf = (pairs: readonly Pair[]): AssetOption[] => {
  const seen = new Set<string>();
  const options: AssetOption[] = [];
  for (const pair of pairs) {
    if (pair.isQuote || seen.has(pair.base)) continue;
    seen.add(pair.base);
    options.push({ base: pair.base, name: pair.name, logo: pair.logo });
  }
  return options;
};

/** Spec §2: the search matches the lowercase base or the name. */
export const searchAssets = (options: readonly AssetOption[], search: string): AssetOption[] => {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...options];
  return options.filter(
    (option) => option.base.toLowerCase().includes(needle) || option.name.toLowerCase().includes(needle),
  );
};

/** The asset packs to pick from (the user's, then the system's), switched-off ones included: picking copies assets. */
export const pickablePacksOf = (settings: MarketSettings, except?: string): AssetPack[] =>
  [settings.UserAssetPacks, settings.AtaAssetPacks].flatMap((section) =>
    Object.entries(section)
      .filter((entry): entry is [string, AssetPack] => entry[1] !== false && entry[0] !== except)
      .map(([, pack]) => pack)
      .sort((a, b) => a.position - b.position),
  );

/** Adds the assets the source offers, keeping the selection's order; a pack's asset the source lacks is left out. */
export const withAssets = (
  selected: readonly string[],
  added: readonly string[],
  offered: ReadonlySet<string>,
): string[] => [...new Set([...selected, ...added.filter((base) => offered.has(base))])];
