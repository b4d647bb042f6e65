import type { AssetMatch, AssetMatches, Match, MatchSort } from '@tradescope/domain';
import type { ListedMatch } from './listed-match';
import { comparatorOf } from './page-matches';

/** At most this many matches travel with one asset (the grid and the phone list show an asset's latest). */
export const MATCHES_PER_ASSET = 100;

const sideOf = (type: Match['type']): 'buy' | 'sell' | 'neutral' =>
  type === 'strong buy' ? 'buy' : type === 'strong sell' ? 'sell' : type;

/** A match as an asset of the grid and the phone list carries it (the domain's AssetMatch: what those screens read). */
export const assetRowOf = (match: Match): AssetMatch => ({
  id: match.id,
  base: match.base,
  quote: match.quote,
  source: match.source,
  price: match.price,
  timeframe: match.timeframe,
  strategyId: match.strategyId,
  strategyName: match.strategyName,
  matchTimestamp: match.matchTimestamp,
  type: match.type,
  passedCandle: match.passedCandle,
  distance: match.distance,
  zone: match.zone,
  pivotType: match.pivotType,
  priceDecimals: match.priceDecimals,
  endedAt: match.endedAt,
  state: match.state,
  invalidation: match.invalidation,
  trigger: match.trigger,
  target: match.target,
});

/**
 * The requested page of assets (spec §2 grid view and phone list): matches grouped per asset, assets ordered by the
 * sort applied to each asset's best match under it (by default the newest), ties by asset id.
 */
export const pageAssets = (
  matches: readonly ListedMatch[],
  sort: MatchSort,
  page: number,
  pageSize: number,
): { items: AssetMatches[]; total: number } => {
  const compare = comparatorOf(sort);
  const groups = new Map<string, ListedMatch[]>();
  for (const match of matches) {
    const key = `${match.source}:${match.base}${match.quote}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [match]);
    else group.push(match);
  }
  const ordered = [...groups.entries()]
    .map(([id, group]) => ({ id, group: group.sort(compare) }))
    .sort((a, b) => compare(a.group[0]!, b.group[0]!) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const items = ordered.slice((page - 1) * pageSize, page * pageSize).map(({ id, group }) => {
    const counts = { buy: 0, sell: 0, neutral: 0 };
    for (const match of group) counts[sideOf(match.type)] += 1;
    const newest = [...group].sort((a, b) => b.matchTimestamp - a.matchTimestamp);
    const head = newest[0]!;
    return {
      id,
      source: head.source,
      base: head.base,
      quote: head.quote,
      pair: head.pair,
      name: head.name,
      c_price: head.c_price,
      c_change24h: head.c_change24h,
      c_volume: head.c_volume,
      c_marketcap: head.c_marketcap,
      matches: newest.slice(0, MATCHES_PER_ASSET).map(assetRowOf),
      counts,
      total: group.length,
    };
  });
  return { items, total: ordered.length };
};
