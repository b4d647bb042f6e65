import type { AlertPack, MarketSettings } from '@tradescope/domain';
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

/** The user's enabled alert packs in list order, each as a predicate on matches. */
export const alertMatchers = (packs: Packs) =>
  Object.values(packs.Alerts)
    .flatMap((pack) => (pack === false || !pack.enable ? [] : [pack]))
    .sort((a, b) => a.position - b.position)
    .map((pack) => {
      const sources = new Set<string>(pack.sources);
      const quotes = new Set(pack.quotes);
      const strategies = new Set(pack.items.map((item) => item.strategyId));
      const bases = alertBases(pack, packs);
      return {
        name: pack.name,
        holds: (match: ListedMatch) =>
          sources.has(match.source) &&
          quotes.has(match.quote) &&
          strategies.has(match.strategyId) &&
          (bases === undefined || bases.has(match.base)),
      };
    });

/** Matches of any enabled alert pack, each named after the first pack (in list order) it belongs to. */
export const alertMatches = (listed: readonly ListedMatch[], packs: Packs): ListedMatch[] => {
  const matchers = alertMatchers(packs);
  if (matchers.length === 0) return [];
  const out: ListedMatch[] = [];
  for (const match of listed) {
    const pack = matchers.find((matcher) => matcher.holds(match));
    if (pack !== undefined) out.push({ ...match, alertName: pack.name });
  }
  return out;
};
