import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Market,
  type Match,
  type MatchesRequest,
  matchSchema,
  type SourceName,
  type Timeframe,
} from '@tradescope/domain';
import { isApiError, isRecord, parseListWith } from '../api';
import { api } from '../session';

/**
 * What the chart draws of a match: its side, named points, zone and the candle it fired on (spec §3), and the levels
 * "Size this trade" carries to the calculator.
 */
export type ChartMatch = Pick<
  Match,
  | 'id'
  | 'type'
  | 'strategyId'
  | 'strategyName'
  | 'timeframe'
  | 'price'
  | 'matchTimestamp'
  | 'zone'
  | 'chartData'
  | 'jumps'
  | 'invalidation'
  | 'target'
>;

export interface ChartMatchesRequest {
  readonly market: Market;
  readonly source: SourceName;
  readonly base: string;
  readonly quote: string;
  readonly timeframe: Timeframe;
  readonly strategyIds: readonly number[];
}

const parseMatches = parseListWith(matchSchema);

/**
 * POST {market}/matches/chart (spec §7) with the request params the spec names (source, strategyIds, bases,
 * quotes, timeframes); the newest page of them. A 404 (an unknown pack or market) means "nothing to draw".
 */
export const fetchChartMatches = (
  request: ChartMatchesRequest,
  signal?: AbortSignal,
): Promise<ChartMatch[]> =>
  api(`${request.market}/matches/chart`, {
    method: 'POST',
    body: {
      source: request.source,
      strategyIds: request.strategyIds,
      bases: [request.base],
      quotes: [request.quote],
      timeframes: [request.timeframe],
    } satisfies MatchesRequest,
    signal,
    parse: (data) => parseMatches(isRecord(data) ? data.items : data),
  }).catch((error: unknown) => {
    if (isApiError(error, 404)) return [];
    throw error;
  });

export const chartMatchesQuery = (request: ChartMatchesRequest) =>
  queryOptions({
    queryKey: ['chart', 'matches', request] as const,
    queryFn: ({ signal }) => fetchChartMatches(request, signal),
    enabled: request.strategyIds.length > 0,
    retry: false,
  });

/** Matches of the chart's strategies on its pair; none asked for (no strategy in the query) gives none. */
export const useChartMatches = (request: ChartMatchesRequest) => useQuery(chartMatchesQuery(request));
