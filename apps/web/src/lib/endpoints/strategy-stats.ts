import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Market,
  type SourceName,
  type StrategyRecord,
  type StrategyStats,
  strategyStatsSchema,
  type Timeframe,
} from '@tradescope/domain';
import { useCallback } from 'react';
import { parseWith } from '../api';
import { api } from '../session';

/**
 * The filters the web asks with: one timeframe for every strategy (cards, cells, selector), or one strategy, on
 * every source (the default), one source, or one asset of a source (its rows exist from MIN_TRACK_SAMPLE signals).
 */
export interface StrategyStatsFilters {
  readonly timeframe?: Timeframe;
  readonly strategy?: number;
  readonly source?: SourceName;
  readonly base?: string;
}

/** While the backtest runs its records are partial: they are asked for again this often until it is done. */
const COMPUTING_REFETCH_MS = 60_000;

const parseStats = parseWith(strategyStatsSchema);

const queryOf = (filters: StrategyStatsFilters): string => {
  const params = new URLSearchParams();
  if (filters.strategy !== undefined) params.set('strategy', String(filters.strategy));
  if (filters.timeframe !== undefined) params.set('timeframe', String(filters.timeframe));
  if (filters.source !== undefined) params.set('source', filters.source);
  if (filters.base !== undefined) params.set('base', filters.base);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
};

/** GET {market}/strategies/stats (issue 19): the records the filters select, each beside its baseline. */
export const fetchStrategyStats = (
  market: Market,
  filters: StrategyStatsFilters,
  signal?: AbortSignal,
): Promise<StrategyStats> =>
  api(`${market}/strategies/stats${queryOf(filters)}`, { signal, parse: parseStats });

export const strategyStatsQuery = (market: Market, filters: StrategyStatsFilters) =>
  queryOptions({
    queryKey: [
      'market',
      market,
      'strategy-stats',
      filters.timeframe ?? null,
      filters.strategy ?? null,
      filters.source ?? null,
      filters.base ?? null,
    ] as const,
    queryFn: ({ signal }) => fetchStrategyStats(market, filters, signal),
    // A finished record changes only as matches end: once a session is enough.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data?.state === 'computing' ? COMPUTING_REFETCH_MS : false),
  });

export const useStrategyStats = (market: Market, filters: StrategyStatsFilters) =>
  useQuery(strategyStatsQuery(market, filters));

/** The market-wide row (every source and asset) of one strategy on one timeframe. */
const recordOf = (stats: StrategyStats, strategyId: number, timeframe: number): StrategyRecord | undefined =>
  stats.records.find(
    (record) =>
      record.strategyId === strategyId &&
      record.timeframe === timeframe &&
      record.source === null &&
      record.base === null,
  );

/** What a match's card or cell shows: the backtest's state and the record of its strategy on its timeframe. */
export interface RecordView {
  readonly state: StrategyStats['state'];
  readonly record: StrategyRecord | undefined;
}

export const recordViewOf = (stats: StrategyStats, strategyId: number, timeframe: number): RecordView => ({
  state: stats.state,
  record: recordOf(stats, strategyId, timeframe),
});

/** One strategy's record on one timeframe, from the timeframe's single cached answer. */
export const useStrategyRecord = (
  market: Market,
  strategyId: number,
  timeframe: Timeframe,
): RecordView | undefined => {
  const select = useCallback(
    (stats: StrategyStats) => recordViewOf(stats, strategyId, timeframe),
    [strategyId, timeframe],
  );
  return useQuery({ ...strategyStatsQuery(market, { timeframe }), select }).data;
};
