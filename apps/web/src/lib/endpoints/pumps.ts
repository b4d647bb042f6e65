import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  countSchema,
  isTimeframe,
  PUMPS_TIMEFRAMES,
  type PumpRow,
  pumpRowSchema,
  type SourceName,
} from '@tradescope/domain';
import { ApiError, isRecord, parseListWith } from '../api';
import { api } from '../session';

export type PumpWindow = (typeof PUMPS_TIMEFRAMES)[number];
export const isPumpWindow = (value: unknown): value is PumpWindow =>
  isTimeframe(value) && (PUMPS_TIMEFRAMES as readonly number[]).includes(value);

/** A pumping pair: the domain's shape, which the server answers with. */
export type { PumpRow } from '@tradescope/domain';

/** A narrowing of the domain's PumpsRequest: the screens send a known source. */
export interface PumpsRequest {
  readonly source: SourceName;
  /** None: every quote. */
  readonly quotes?: readonly string[];
  /** ['all'] or none: every base. */
  readonly bases?: readonly string[];
  /** None: all three windows. */
  readonly timeframes?: readonly PumpWindow[];
}

export interface PumpsList {
  readonly items: PumpRow[];
  readonly total: number;
  readonly timeframes: readonly PumpWindow[];
}

const parseRows = parseListWith(pumpRowSchema);

const parsePumps = (data: unknown): PumpsList => {
  if (!isRecord(data)) throw new ApiError(200, 'server.error');
  const items = parseRows(data.items);
  return {
    items,
    total: countSchema.safeParse(data.total).data ?? items.length,
    timeframes: Array.isArray(data.timeframes) ? data.timeframes.filter(isPumpWindow) : [...PUMPS_TIMEFRAMES],
  };
};

/** POST crypto/matches/pumps (spec §7): the source's pumping pairs, biggest change first. Free for everyone. */
export const fetchPumps = (request: PumpsRequest, signal?: AbortSignal): Promise<PumpsList> =>
  api('crypto/matches/pumps', { method: 'POST', body: request, signal, parse: parsePumps });

/** Under ['matches', 'crypto']: a websocket "matches" notice of the market refreshes the pumps too. */
export const pumpsKey = (request: PumpsRequest) => ['matches', 'crypto', 'pumps', request] as const;

export const pumpsQuery = (request: PumpsRequest, enabled = true) =>
  queryOptions({
    queryKey: pumpsKey(request),
    queryFn: ({ signal }) => fetchPumps(request, signal),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });

export const usePumps = (request: PumpsRequest, enabled = true) => useQuery(pumpsQuery(request, enabled));
