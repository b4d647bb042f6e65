import { ApiError, isApiError, isRecord } from '../api';
import { api } from '../session';

/** GET data/time: the feed's clock in unix seconds (replay time in demo mode), through the data proxy (spec §7). */
export const fetchServerTime = (signal?: AbortSignal): Promise<{ time: number }> =>
  api('data/time', {
    signal,
    parse: (data) => {
      if (!isRecord(data) || typeof data.time !== 'number') throw new ApiError(200, 'server.error');
      return { time: data.time };
    },
  }).catch((error: unknown) => {
    // A server without the route still charts: our own clock is close enough to ask for history.
    if (isApiError(error, 404)) return { time: Math.floor(Date.now() / 1000) };
    throw error;
  });
