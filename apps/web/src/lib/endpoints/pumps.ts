import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  countSchema,
  finiteSchema,
  idSchema,
  isTimeframe,
  matchSchema,
  PUMPS_TIMEFRAMES,
  priceSchema,
  type SourceName,
  timeframeSchema,
  unixSecondsSchema,
} from '@tradescope/domain';
import { ApiError, isRecord, parseListWith } from '../api';
import { api } from '../session';

export type PumpWindow = (typeof PUMPS_TIMEFRAMES)[number];
export const isPumpWindow = (value: unknown): value is PumpWindow =>
  isTimeframe(value) && (PUMPS_TIMEFRAMES as readonly number[]).includes(value);

/**
 * One pair pumping over one window (spec §2 pumps page): the pair's names and current statistics as on a Match,
 * and the engine's pump statistics of the window (change, volume against the windows before it).
 */
export const pumpRowSchema = matchSchema
  .pick({
    base: true,
    quote: true,
    source: true,
    sourceSymbol: true,
    symbol: true,
    name: true,
    pair: true,
    price: true,
    matchDate: true,
    matchTimestamp: true,
    c_price: true,
    c_change24h: true,
    c_volume: true,
    c_marketcap: true,
  })
  .extend({
    id: idSchema,
    /** The window in minutes: 720, 1440 or 10080. */
    timeframe: timeframeSchema.refine(isPumpWindow),
    /** The candles the window was measured on. */
    seriesTimeframe: timeframeSchema,
    /** Open times of the window's first and last candles, unix seconds. */
    from: unixSecondsSchema,
    to: unixSecondsSchema,
    open: priceSchema,
    close: priceSchema,
    /** Percent over the window. */
    change: finiteSchema,
    volume: priceSchema,
    baseline: priceSchema,
    volumeRatio: priceSchema,
  });
export type PumpRow = ReturnType<typeof pumpRowSchema.parse>;

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
