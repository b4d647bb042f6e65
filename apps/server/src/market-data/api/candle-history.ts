import { isTimeframe, SOURCES, TIMEFRAME_LABELS, type Timeframe } from '@tradescope/domain';
import type { Instrument, MarketFeed } from '../../feed';

/** One candle as the chart's data proxy returns it: [time, open, high, low, close, volume]. */
export type CandleArray = [number, number, number, number, number, number];

export interface HistoryRequest {
  readonly source: string;
  readonly symbol: string;
  readonly interval: number | string;
  readonly start: number;
  readonly end: number;
}

/** A chart never needs more bars per request; older ones are asked for page by page. */
export const MAX_HISTORY_CANDLES = 5000;

// Lower-cased labels; the month (1M) is left out so that "1m" stays a minute.
const LABELS: ReadonlyMap<string, Timeframe> = new Map([
  ...Object.entries(TIMEFRAME_LABELS)
    .filter(([minutes]) => minutes !== '43800')
    .map(([minutes, label]) => [label.toLowerCase(), Number(minutes) as Timeframe] as const),
  // TradingView's resolution names.
  ['d', 1440],
  ['1d', 1440],
  ['w', 10080],
  ['1w', 10080],
]);

/** Minutes from 240, "240", "4h", "1D" or "W"; undefined for anything else. */
export const intervalMinutes = (interval: number | string): Timeframe | undefined => {
  if (typeof interval === 'number') return isTimeframe(interval) ? interval : undefined;
  const text = interval.trim();
  if (/^\d+$/.test(text)) return isTimeframe(Number(text)) ? (Number(text) as Timeframe) : undefined;
  if (text === '1M' || text === 'M') return 43800;
  return LABELS.get(text.toLowerCase());
};

const compact = (symbol: string): string => symbol.replace(/[^a-z0-9]/gi, '').toUpperCase();

/** The instrument a chart names by our symbol, the venue's (EUR_USD) or the pair (BTC/USDT). */
export const findInstrument = (
  instruments: readonly Instrument[],
  source: string,
  symbol: string,
): Instrument | undefined => {
  const wanted = compact(symbol);
  return instruments.find(
    (instrument) =>
      instrument.source === source &&
      [instrument.symbol, instrument.sourceSymbol, `${instrument.base}${instrument.quote}`].some(
        (name) => compact(name) === wanted,
      ),
  );
};

/** Charts send seconds; a value past the year 5138 in seconds can only be milliseconds. */
const toSeconds = (time: number): number => (time > 1e11 ? Math.floor(time / 1000) : time);

/**
 * Candles opening in [start, end), the forming one included, newest `MAX_HISTORY_CANDLES` at most. Anything the
 * feed does not know answers with no candles: the chart shows an empty range, never an error (spec §7).
 */
export const candleHistory = (feed: MarketFeed, request: HistoryRequest): CandleArray[] => {
  const timeframe = intervalMinutes(request.interval);
  const instrument = findInstrument(feed.instruments(), request.source, request.symbol);
  // The replay keeps an unlisted 1-minute base under binance spot; a chart only gets what the source lists.
  if (timeframe === undefined || instrument === undefined) return [];
  if (!SOURCES[instrument.source].timeframes.includes(timeframe)) return [];
  const series = feed.store.get(instrument.source, instrument.symbol, timeframe);
  if (series === undefined) return [];
  const start = toSeconds(request.start);
  const end = toSeconds(request.end);
  const candles: CandleArray[] = [];
  const { time, open, high, low, close, volume } = series.columns();
  for (let i = 0; i < time.length; i++) {
    if (time[i]! >= start && time[i]! < end) {
      candles.push([time[i]!, open[i]!, high[i]!, low[i]!, close[i]!, volume[i]!]);
    }
  }
  const forming = feed.forming(instrument.source, instrument.symbol, timeframe);
  if (forming !== undefined && forming.time >= start && forming.time < end) {
    candles.push([forming.time, forming.open, forming.high, forming.low, forming.close, forming.volume]);
  }
  return candles.slice(-MAX_HISTORY_CANDLES);
};
