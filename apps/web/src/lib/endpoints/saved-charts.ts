import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SavedChart, savedChartSchema } from '@tradescope/domain';
import { parseListWith } from '../api';
import { api } from '../session';

export const SAVED_CHARTS_KEY = ['chart', 'saved'] as const;

/** GET chart (spec §7): the signed-in user's saved charts (id, symbol, strategyIds, resolution, timestamp). */
export const fetchSavedCharts = (signal?: AbortSignal): Promise<SavedChart[]> =>
  api('chart', { signal, parse: parseListWith(savedChartSchema) });

export const savedChartsQuery = (enabled = true) =>
  queryOptions({
    queryKey: SAVED_CHARTS_KEY,
    queryFn: ({ signal }) => fetchSavedCharts(signal),
    staleTime: 30_000,
    enabled,
  });

/** The user's saved charts; pass `false` while nobody is signed in. */
export const useSavedCharts = (enabled = true) => useQuery(savedChartsQuery(enabled));
