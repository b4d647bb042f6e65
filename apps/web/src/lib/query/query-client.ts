import { QueryClient } from '@tanstack/react-query';
import { ApiError, isAbortError } from '../api';

const MAX_RETRIES = 2;

/**
 * A refused request (4xx) will be refused again and an aborted one was wanted gone, so only network
 * failures and server errors are retried.
 */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isAbortError(error)) return false;
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
};

/**
 * TanStack Query owns server data (CONVENTIONS: state has four homes). A query cancelled through its
 * signal (a newer load replaced it, or its screen unmounted) is reverted by the library, never an error.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
