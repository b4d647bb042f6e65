import type { AlertPack, MarketSettings } from '@tradescope/domain';
import { entryHolds, entryMayHold, type StoredEntry } from './advanced-entry';
import type { ListedMatch } from './query';

type Packs = Pick<MarketSettings, 'UserAssetPacks' | 'AtaAssetPacks' | 'Alerts'>;

const live = <T>(pack: T | false | undefined): T | undefined => (pack === false ? undefined : pack);

/** The bases an alert pack watches: undefined for every base. */
export const alertBases = (pack: AlertPack, packs: Packs): ReadonlySet<string> | undefined => {
  const { bases } = pack;
  if (bases === 'all') return undefined;
  if (Array.isArray(bases)) return new Set(bases);
  // A map of asset-pack names: the assets chosen from each pack, or the whole pack when none were chosen.
  const union = new Set<string>();
  for (const [name, chosen] of Object.entries(bases)) {
    const assets =
      chosen.length > 0
        ? chosen
        : ((live(packs.UserAssetPacks[name]) ?? live(packs.AtaAssetPacks[name]))?.assets ?? []);
    for (const asset of assets) union.add(asset);
  }
  return union;
};

/**
 * The user's enabled alert packs in list order, each as a predicate on matches: the pack's sources, quotes and
 * bases, and one of its entries holding in full (strategy, timeframes, passed-candle and distance windows, pivot
 * types — the rule dynamic applies to an advanced pack's entries). `mayHold` is what a match's series and group
 * already decide, so rows are built only where some pack may take them.
 */
export const alertMatchers = (packs: Packs) =>
  Object.values(packs.Alerts)
    .flatMap((pack) => (pack === false || !pack.enable ? [] : [pack]))
    .sort((a, b) => a.position - b.position)
    .map((pack) => {
      const sources = new Set<string>(pack.sources);
      const quotes = new Set(pack.quotes);
      const items: readonly StoredEntry[] = pack.items;
      const bases = alertBases(pack, packs);
      const asset = (match: Pick<ListedMatch, 'source' | 'base' | 'quote'>) =>
        sources.has(match.source) &&
        quotes.has(match.quote) &&
        (bases === undefined || bases.has(match.base));
      return {
        name: pack.name,
        pack,
        /** The bases it watches (undefined: every base), for an index that files the pack by base. */
        bases,
        holds: (match: ListedMatch) => asset(match) && items.some((entry) => entryHolds(entry, match)),
        mayHold: (
          match: Pick<ListedMatch, 'source' | 'base' | 'quote'>,
          group: Parameters<typeof entryMayHold>[1],
        ) => asset(match) && items.some((entry) => entryMayHold(entry, group)),
      };
    });

/** Matches of any enabled alert pack, each named after the first pack (in list order) it belongs to. */
export const alertMatches = (
  listed: readonly ListedMatch[],
  matchers: ReturnType<typeof alertMatchers>,
): ListedMatch[] => {
  if (matchers.length === 0) return [];
  const out: ListedMatch[] = [];
  for (const match of listed) {
    const pack = matchers.find((matcher) => matcher.holds(match));
    if (pack !== undefined) out.push({ ...match, alertName: pack.name });
  }
  return out;
};
