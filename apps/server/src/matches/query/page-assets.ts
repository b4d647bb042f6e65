import type { AssetMatches, AssetStrategy, LatestMatch, Match, MatchSort } from '@tradescope/domain';
import { sideOf } from './filter-matches';
import type { ListedMatch } from './listed-match';
import { comparatorOf } from './page-matches';

/** A strategy's newest match on an asset as its grid cell carries it (the domain's LatestMatch). */
const latestOf = (match: Match): LatestMatch => ({
  id: match.id,
  timeframe: match.timeframe,
  matchTimestamp: match.matchTimestamp,
  type: match.type,
  state: match.state,
  ...(match.endedAt === undefined ? {} : { endedAt: match.endedAt }),
});

/**
 * One entry per strategy of an asset's matches listed newest first: the first match met of a strategy is its latest,
 * and the strategies keep the order their latest matches come in.
 */
const strategiesOf = (newest: readonly ListedMatch[]): AssetStrategy[] => {
  const byId = new Map<
    number,
    { latest: ListedMatch; timeframes: Set<AssetStrategy['timeframes'][number]>; count: number }
  >();
  for (const match of newest) {
    const entry = byId.get(match.strategyId);
    if (entry === undefined)
      byId.set(match.strategyId, { latest: match, timeframes: new Set([match.timeframe]), count: 1 });
    else {
      entry.timeframes.add(match.timeframe);
      entry.count += 1;
    }
  }
  return [...byId].map(([strategyId, { latest, timeframes, count }]) => ({
    strategyId,
    latest: latestOf(latest),
    timeframes: [...timeframes].sort((a, b) => a - b),
    count,
  }));
};

/**
 * The requested page of assets (spec §2 grid view and phone list): matches grouped per asset, assets ordered by the
 * sort applied to each asset's best match under it (by default the newest), ties by asset id. An asset carries what
 * its row shows: per strategy its newest match, timeframes and count, and its side counts.
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
    // Newest first; equal dates keep the sort's order (a stable sort of it).
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
      priceDecimals: head.priceDecimals,
      strategies: strategiesOf(newest),
      counts,
      total: group.length,
    };
  });
  return { items, total: ordered.length };
};
