import { queryOptions, useQuery } from '@tanstack/react-query';
import { MS_PER_SECOND, type Strategy, strategySchema, TIMERS } from '@tradescope/domain';
import { useCallback } from 'react';
import { ApiError, isAbortError, NetworkError, parseListWith } from '../api';
import { useLanguage } from '../i18n';

const parseStrategies = parseListWith(strategySchema);

/**
 * GET /strategies.json (spec §7: the strategy list is a JSON file, not an API call): the engine's catalog, public
 * and cacheable, so it goes without a token or the envelope.
 */
export const fetchStrategies = async (signal?: AbortSignal): Promise<Strategy[]> => {
  let response: Response;
  try {
    response = await fetch('/strategies.json', { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, 'server.error');
  return parseStrategies(await response.json());
};

export const strategiesQuery = queryOptions({
  queryKey: ['strategies'] as const,
  queryFn: ({ signal }) => fetchStrategies(signal),
  // Spec §9: the strategy list is cached 900 s.
  staleTime: TIMERS.strategiesCacheS * MS_PER_SECOND,
  gcTime: Number.POSITIVE_INFINITY,
});

const indexed = (list: Strategy[]) => ({
  list,
  byId: new Map(list.map((strategy) => [strategy.id, strategy])),
});

/** The catalog, and a lookup by id for screens that name a match's strategy. */
export const useStrategies = () => useQuery({ ...strategiesQuery, select: indexed });

/** A strategy's name in the interface language; the match's own name (or the id) until the catalog has loaded. */
export const useStrategyName = () => {
  const language = useLanguage();
  const { data } = useStrategies();
  return useCallback(
    (strategyId: number, fallback?: string): string => {
      const strategy = data?.byId.get(strategyId);
      if (strategy === undefined) return fallback ?? `#${strategyId}`;
      return language === 'fa' ? strategy.fa_name : strategy.name;
    },
    [data, language],
  );
};
