import { queryOptions } from '@tanstack/react-query';
import { type SavedChartPayload, savedChartPayloadSchema } from '@tradescope/domain';
import { isAbortError } from '../api';
import { api } from '../session';

/** The data is a JSON string (the saved payload, with its content field); anything else is no chart. */
export const parseSavedChartContent = (data: unknown): SavedChartPayload | null => {
  if (typeof data !== 'string' || data === '') return null;
  try {
    const result = savedChartPayloadSchema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
};

/** GET chart/{chartId} (spec §7): a failure gives an empty value (null), never an error screen. */
export const fetchSavedChartContent = (
  chartId: string,
  signal?: AbortSignal,
): Promise<SavedChartPayload | null> =>
  api(`chart/${encodeURIComponent(chartId)}`, { signal, parse: parseSavedChartContent }).catch(
    (error: unknown) => {
      if (isAbortError(error)) throw error;
      return null;
    },
  );

export const savedChartContentQuery = (chartId: string) =>
  queryOptions({
    queryKey: ['chart', 'content', chartId] as const,
    queryFn: ({ signal }) => fetchSavedChartContent(chartId, signal),
    staleTime: 0,
    retry: false,
  });
