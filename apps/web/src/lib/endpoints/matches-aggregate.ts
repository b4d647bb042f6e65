import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Market, type MatchesRequest, matchesSidesSchema } from '@tradescope/domain';
import { parseWith } from '../api';
import { api } from '../session';
import { matchesKeys } from './matches';

/** What the radar's gauge is counted over (spec §7 matches/count/aggregate {source}); the rest narrows it. */
export interface MatchesAggregateRequest {
  readonly source: string;
  readonly bases?: readonly string[];
  readonly quotes?: readonly string[];
  readonly timeframes?: readonly number[];
  readonly strategyIds?: readonly number[];
}

/** Matches on each side (strong variants counted on their plain side) and all of them: the domain's answer. */
export type MatchesAggregate = ReturnType<typeof matchesSidesSchema.parse>;

/** POST {market}/matches/count/aggregate: the buy, sell and neutral counts the radar's gauge draws. */
export const fetchMatchesAggregate = (
  market: Market,
  request: MatchesAggregateRequest,
  signal?: AbortSignal,
): Promise<MatchesAggregate> =>
  api(`${market}/matches/count/aggregate`, {
    method: 'POST',
    body: request satisfies MatchesRequest,
    signal,
    parse: parseWith(matchesSidesSchema),
  });

/** Under the market's matches prefix, so a websocket "matches" notice refreshes the gauge with the lists. */
export const matchesAggregateKey = (market: Market, request: MatchesAggregateRequest) =>
  [...matchesKeys.market(market), 'aggregate', request] as const;

/** A newer request aborts the older through the signal (spec §4); the last counts stay while the next load. */
export const matchesAggregateQuery = (market: Market, request: MatchesAggregateRequest, enabled = true) =>
  queryOptions({
    queryKey: matchesAggregateKey(market, request),
    queryFn: ({ signal }) => fetchMatchesAggregate(market, request, signal),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });

export const useMatchesAggregate = (market: Market, request: MatchesAggregateRequest, enabled = true) =>
  useQuery(matchesAggregateQuery(market, request, enabled));
