import type { ListedMatch } from './listed-match';
import type { MatchesQuery } from './matches-query';

type Range = MatchesQuery['price'];

/** A c_ value inside the query's bounds; an absent value only when the bounds are open on both ends. */
export const inRange = (value: number | null, bounds: Range): boolean => {
  if (bounds === undefined) return true;
  if (value === null) return bounds.from == null && bounds.to == null;
  return (bounds.from == null || value >= bounds.from) && (bounds.to == null || value <= bounds.to);
};

const setOf = <T>(values: readonly T[] | undefined): Set<T> | undefined =>
  values === undefined || values.length === 0 ? undefined : new Set(values);

/** Text search of the matches pages (spec §2): the base, base and quote together ("btcusdt", "btc/usdt"), or the name. */
export const searchPredicate = (
  search: string | undefined,
): ((match: Pick<ListedMatch, 'base' | 'quote' | 'c_name'>) => boolean) => {
  const needle = search?.toLowerCase().replace(/[\s/_-]/g, '') ?? '';
  if (needle === '') return () => true;
  return (match) =>
    match.base.toLowerCase().includes(needle) ||
    `${match.base}${match.quote}`.toLowerCase().includes(needle) ||
    match.c_name.toLowerCase().replace(/\s/g, '').includes(needle);
};

/**
 * One pass over built rows with every filter of the query; empty lists mean "any". The live index answers the
 * same filters per series and group (live/select-live.ts); this is the row-by-row rule it is tested against.
 */
export const filterMatches = (matches: readonly ListedMatch[], query: MatchesQuery): ListedMatch[] => {
  const strategies = setOf(query.strategyIds);
  const bases = setOf(query.bases);
  const quotes = setOf(query.quotes);
  const timeframes = setOf(query.timeframes);
  const pivots = setOf(query.pivotTypes);
  const positions = setOf(query.positions);
  const states = setOf(query.states);
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
      (states === undefined || (match.state !== undefined && states.has(match.state))) &&
      inRange(match.c_price, query.price) &&
      inRange(match.c_change24h, query.change) &&
      inRange(match.c_volume, query.volume) &&
      matchesSearch(match),
  );
};

/** Strong variants count on their plain side (spec §3 Signals). */
export const sideOf = (type: ListedMatch['type']): 'buy' | 'sell' | 'neutral' =>
  type === 'strong buy' ? 'buy' : type === 'strong sell' ? 'sell' : type;
