import type { ListedMatch } from './listed-match';
import type { MatchesQuery } from './matches-query';

type Range = MatchesQuery['price'];

const inRange = (value: number | null, bounds: Range): boolean => {
  if (bounds === undefined) return true;
  if (value === null) return bounds.from == null && bounds.to == null;
  return (bounds.from == null || value >= bounds.from) && (bounds.to == null || value <= bounds.to);
};

const setOf = <T>(values: readonly T[] | undefined): Set<T> | undefined =>
  values === undefined || values.length === 0 ? undefined : new Set(values);

/** Text search of the matches pages (spec §2): the base, base and quote together ("btcusdt", "btc/usdt"), or the name. */
const searchPredicate = (search: string | undefined): ((match: ListedMatch) => boolean) => {
  const needle = search?.toLowerCase().replace(/[\s/_-]/g, '') ?? '';
  if (needle === '') return () => true;
  return (match) =>
    match.base.toLowerCase().includes(needle) ||
    `${match.base}${match.quote}`.toLowerCase().includes(needle) ||
    match.c_name.toLowerCase().replace(/\s/g, '').includes(needle);
};

/** One pass over the matches with every filter of the query; empty lists mean "any". */
export const filterMatches = (matches: readonly ListedMatch[], query: MatchesQuery): ListedMatch[] => {
  const strategies = setOf(query.strategyIds);
  const bases = setOf(query.bases);
  const quotes = setOf(query.quotes);
  const timeframes = setOf(query.timeframes);
  const pivots = setOf(query.pivotTypes);
  const positions = setOf(query.positions);
  const matchesSearch = searchPredicate(query.search);
  return matches.filter(
    (match) =>
      (query.source === undefined || match.source === query.source) &&
      (strategies === undefined || strategies.has(match.strategyId)) &&
      (bases === undefined || bases.has(match.base)) &&
      (quotes === undefined || quotes.has(match.quote)) &&
      (timeframes === undefined || timeframes.has(match.timeframe)) &&
      (pivots === undefined || pivots.has(match.pivotType)) &&
      (positions === undefined || positions.has(sideOf(match.type))) &&
      inRange(match.c_price, query.price) &&
      inRange(match.c_change24h, query.change) &&
      inRange(match.c_volume, query.volume) &&
      matchesSearch(match),
  );
};

/** Strong variants count on their plain side (spec §3 Signals). */
export const sideOf = (type: ListedMatch['type']): 'buy' | 'sell' | 'neutral' =>
  type === 'strong buy' ? 'buy' : type === 'strong sell' ? 'sell' : type;

type ScanFields = { source: string; strategyId: number; timeframe: number; pivotType: string; type: string };

/**
 * The filters a scanned match answers on its own, before it is turned into a listed row. They are the selective ones
 * (strategies, pairs, timeframes), so most matches are dropped before any row is built; filterMatches still applies
 * every filter after, so the answer is the same.
 */
export const scanPrefilter = (query: MatchesQuery) => {
  const strategies = setOf(query.strategyIds);
  const bases = setOf(query.bases);
  const quotes = setOf(query.quotes);
  const timeframes = setOf(query.timeframes);
  const pivots = setOf(query.pivotTypes);
  const positions = setOf(query.positions);
  return (match: ScanFields, asset: { base: string; quote: string }): boolean =>
    (query.source === undefined || match.source === query.source) &&
    (strategies === undefined || strategies.has(match.strategyId)) &&
    (bases === undefined || bases.has(asset.base)) &&
    (quotes === undefined || quotes.has(asset.quote)) &&
    (timeframes === undefined || timeframes.has(match.timeframe)) &&
    (pivots === undefined || pivots.has(match.pivotType as ListedMatch['pivotType'])) &&
    (positions === undefined || positions.has(sideOf(match.type as ListedMatch['type'])));
};
