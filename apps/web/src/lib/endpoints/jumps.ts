import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JUMPS_TIMEFRAME, type JumpRow, jumpRowSchema, type SourceName } from '@tradescope/domain';
import { ApiError, isRecord, parseListWith } from '../api';
import { api } from '../session';

/** A jump event: the domain's shape, which the server answers with. */
export type { JumpRow } from '@tradescope/domain';

/** Spec §9: 25 jumps a page on phones, 10 on desktop (a narrowing of the domain's JumpsRequest). */
export interface JumpsRequest {
  readonly source: SourceName;
  readonly page: number;
  readonly pageSize: 10 | 20 | 25;
}

export interface JumpsPage {
  readonly items: JumpRow[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  /** Minutes of the candles the jumps were found on (3, spec §9). */
  readonly timeframe: number;
}

const parseRows = parseListWith(jumpRowSchema);

const parseJumpsPage = (data: unknown): JumpsPage => {
  if (!isRecord(data)) throw new ApiError(200, 'server.error');
  const items = parseRows(data.items);
  const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return {
    items,
    total: number(data.total, items.length),
    page: number(data.page, 1),
    pageSize: number(data.pageSize, items.length),
    timeframe: number(data.timeframe, JUMPS_TIMEFRAME),
  };
};

/**
 * POST crypto/matches/jumps (spec §7): one page of jump events of the source, newest first (matchDate descending,
 * sorted by the server). Without ict, pro or hero the server answers 403 `access.upgrade-required`.
 */
export const fetchJumpsPage = (request: JumpsRequest, signal?: AbortSignal): Promise<JumpsPage> =>
  api('crypto/matches/jumps', { method: 'POST', body: request, signal, parse: parseJumpsPage });

/** Under ['matches', 'crypto']: a websocket "matches" notice of the market refreshes the jumps too. */
export const jumpsKey = (request: JumpsRequest) => ['matches', 'crypto', 'jumps', request] as const;

export const jumpsPageQuery = (request: JumpsRequest, enabled = true) =>
  queryOptions({
    queryKey: jumpsKey(request),
    queryFn: ({ signal }) => fetchJumpsPage(request, signal),
    // The previous page stays on screen while the next loads; a newer request cancels the older one.
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });

export const useJumpsPage = (request: JumpsRequest, enabled = true) =>
  useQuery(jumpsPageQuery(request, enabled));
