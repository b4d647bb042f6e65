import { queryOptions, useQuery } from '@tanstack/react-query';
import { candleSeconds, type SourceName, type Timeframe } from '@tradescope/domain';
import { ApiError } from '../api';
import { api } from '../session';
import { fetchServerTime } from './server-time';

/** One candle of the chart; time is the unix second the candle opened (DESIGN §5). */
export interface Candle {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

export interface HistoryRequest {
  readonly source: SourceName;
  /** Any spelling the server recognises: BTCUSDT, EUR_USD or btc/usdt. */
  readonly symbol: string;
  readonly interval: Timeframe;
  /** Unix seconds, start inclusive and end exclusive. */
  readonly start: number;
  readonly end: number;
}

/** Bars a chart opens with: enough to scroll back through without a second request. */
export const CHART_CANDLES = 800;

const isCandleArray = (row: unknown): row is [number, number, number, number, number, number] =>
  Array.isArray(row) &&
  row.length >= 6 &&
  row.slice(0, 6).every((n) => typeof n === 'number' && Number.isFinite(n));

/** [[time, o, h, l, c, v] ...] oldest first; a malformed row is dropped rather than failing the chart. */
const parseCandles = (data: unknown): Candle[] => {
  if (!Array.isArray(data)) throw new ApiError(200, 'server.error');
  return data
    .filter(isCandleArray)
    .map(([time, open, high, low, close, volume]) => ({ time, open, high, low, close, volume }))
    .sort((a, b) => a.time - b.time)
    .filter((candle, index, all) => index === 0 || candle.time !== all[index - 1]?.time);
};

/** POST data/history (spec §7, the chart's data proxy): a failed or unknown symbol answers with no candles. */
export const fetchCandleHistory = (request: HistoryRequest, signal?: AbortSignal): Promise<Candle[]> =>
  api('data/history', { method: 'POST', body: request, signal, parse: parseCandles });

export interface ChartCandlesKey {
  readonly source: SourceName;
  readonly symbol: string;
  readonly timeframe: Timeframe;
  /** Unix seconds the history must reach back to (the oldest point of a match drawn on it), if any. */
  readonly reachBack?: number;
}

export const chartCandlesKey = (key: ChartCandlesKey) => ['chart', 'candles', key] as const;

/** The last CHART_CANDLES bars up to the server's clock (the replay's clock may run ahead of ours). */
export const chartCandlesQuery = (key: ChartCandlesKey) =>
  queryOptions({
    queryKey: chartCandlesKey(key),
    queryFn: async ({ signal }) => {
      const step = candleSeconds(key.timeframe);
      const { time } = await fetchServerTime(signal);
      const end = time + step;
      const natural = end - CHART_CANDLES * step;
      const start = Math.max(
        0,
        key.reachBack === undefined ? natural : Math.min(natural, key.reachBack - 50 * step),
      );
      return fetchCandleHistory(
        { source: key.source, symbol: key.symbol, interval: key.timeframe, start, end },
        signal,
      );
    },
    // Live ticks keep the forming candle current; history itself never goes stale while the chart is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

export const useChartCandles = (key: ChartCandlesKey) => useQuery(chartCandlesQuery(key));
