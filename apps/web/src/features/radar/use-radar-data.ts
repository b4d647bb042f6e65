import { ALL_BASES, type Market, MS_PER_SECOND, PAGE_SIZES, TIMERS } from '@tradescope/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useLiveMatches } from '../../lib/endpoints/live-matches';
import { type MatchesRequest, useMatchesCount, useMatchesPage } from '../../lib/endpoints/matches';
import { useMatchesAggregate } from '../../lib/endpoints/matches-aggregate';
import type { RadarView } from './radar-filters';

const REFRESH_MS = TIMERS.radarRefreshS * MS_PER_SECOND;

/** Only what narrows: an empty list or "all" leaves the key out, as the server reads a missing one as any. */
const scopeOf = ({ filters }: RadarView) => ({
  source: filters.source,
  ...(filters.base === ALL_BASES ? {} : { bases: [filters.base] }),
  ...(filters.quotes.length > 0 ? { quotes: filters.quotes } : {}),
  ...(filters.timeframes.length > 0 ? { timeframes: filters.timeframes } : {}),
});

/**
 * Spec §4: re-armed after every answer, so the radar refreshes 60 s after its last update, whether that came from
 * the timer, the refresh button or a live notice.
 */
const useAutoRefresh = (refresh: () => void, updatedAt: number) => {
  const latest = useRef(refresh);
  latest.current = refresh;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each update re-arms the timer; that is the dependency
  useEffect(() => {
    const timer = setTimeout(() => latest.current(), REFRESH_MS);
    return () => clearTimeout(timer);
  }, [updatedAt]);
};

/**
 * The radar's three loads under one filter set (spec §2): the gauge counts (every side, narrowed to the strategy),
 * the strategy counts (every strategy, narrowed to the side) and the page of matches (narrowed to both).
 */
export const useRadarData = (market: Market, view: RadarView) => {
  const scope = scopeOf(view);
  const strategyIds = view.strategyId === null ? {} : { strategyIds: [view.strategyId] };
  const positions = view.position === null ? {} : { positions: [view.position] };
  const aggregate = useMatchesAggregate(market, { ...scope, ...strategyIds });
  const counts = useMatchesCount(market, { ...scope, ...positions });
  const request: MatchesRequest = {
    ...scope,
    ...strategyIds,
    ...positions,
    sort: 'matchDate:desc',
    page: view.page,
    pageSize: PAGE_SIZES.radar,
  };
  const matches = useMatchesPage(market, 'periscope', request);
  useLiveMatches(market, view.filters.source);

  const refetches = useRef([aggregate.refetch, counts.refetch, matches.refetch]);
  refetches.current = [aggregate.refetch, counts.refetch, matches.refetch];
  const refresh = useCallback(() => {
    for (const refetch of refetches.current) void refetch();
  }, []);
  const updatedAt = Math.max(matches.dataUpdatedAt, matches.errorUpdatedAt, aggregate.dataUpdatedAt);
  useAutoRefresh(refresh, updatedAt);

  return {
    aggregate,
    counts,
    matches,
    refresh,
    updatedAt,
    refreshing: matches.isFetching || aggregate.isFetching,
  };
};
