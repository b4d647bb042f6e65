import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ChartOscillator, type OscillatorRequest, oscillatorAnswerSchema } from '@tradescope/domain';
import { isApiError, parseWith } from '../api';
import { api } from '../session';

const parseOscillator = parseWith(oscillatorAnswerSchema);

/**
 * POST data/oscillator: the oscillator the strategy reads over the chart's bars, null when it reads none. A server
 * without the route (404) draws no pane rather than failing the chart.
 */
export const fetchChartOscillator = (
  request: OscillatorRequest,
  signal?: AbortSignal,
): Promise<ChartOscillator | null> =>
  api('data/oscillator', { method: 'POST', body: request, signal, parse: parseOscillator }).catch(
    (error: unknown) => {
      if (isApiError(error, 404)) return null;
      throw error;
    },
  );

/** Asked once the chart knows its bars and its strategy; a new bar keeps the old pane until the new one arrives. */
export const useChartOscillator = (request: OscillatorRequest | undefined) =>
  useQuery(
    queryOptions({
      queryKey: ['chart', 'oscillator', request] as const,
      queryFn: ({ signal }) => fetchChartOscillator(request!, signal),
      enabled: request !== undefined,
      placeholderData: keepPreviousData,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  );
