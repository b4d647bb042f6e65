import type { AssetMatches, Match, MatchSort } from '@tradescope/domain';
import type { ListedMatch } from './listed-match';
import { comparatorOf } from './page-matches';

/** At most this many matches travel with one asset (the grid and the phone list show an asset's latest). */
export const MATCHES_PER_ASSET = 100;

const sideOf = (type: Match['type']): 'buy' | 'sell' | 'neutral' =>
  type === 'strong buy' ? 'buy' : type === 'strong sell' ? 'sell' : type;

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
      // An asset's matches travel without their chartData (AssetMatch: the grid and the phone list never draw it).
      matches: newest
        .slice(0, MATCHES_PER_ASSET)
        .map(({ market: _market, chartData: _chartData, ...match }) => match),
      counts,
      total: group.length,
    };
  });
  return { items, total: ordered.length };
};
