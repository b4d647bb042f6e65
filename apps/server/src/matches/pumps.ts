import { detectPumps, PUMP_WINDOWS, type PumpStats } from '@tradescope/engine';
import type { AssetView, Instrument } from '../market-data';
import type { SeriesView } from './jumps';

export type PumpWindow = (typeof PUMP_WINDOWS)[number];

/** One pair pumping over one window (spec §2 pumps page): the engine's statistics with the pair's names. */
export type PumpRow = Omit<PumpStats, 'window'> & {
  id: string;
  source: string;
  base: string;
  quote: string;
  symbol: string;
  sourceSymbol: string;
  name: string;
  pair: string;
  /** The window in minutes, the page's "timeframe" (720, 1440, 10080). */
  timeframe: PumpWindow;
  /** The candles the window was measured on. */
  seriesTimeframe: number;
  price: number;
  matchDate: string;
  matchTimestamp: number;
  c_price: number;
  c_change24h: number;
  c_volume: number;
  c_marketcap: number | null;
};

// Hourly candles measure every window well (12, 24 and 168 bars); the others stand in where a source lacks them.
const PREFERRED_TIMEFRAMES = [60, 30, 120, 15, 240, 5, 3, 720, 1440];

/** The pump statistics of one window on the best series of a pair that is long enough for it. */
export const pumpOf = (seriesOf: (timeframe: number) => SeriesView | undefined, window: PumpWindow) => {
  for (const timeframe of PREFERRED_TIMEFRAMES) {
    if (timeframe >= window || window % timeframe !== 0) continue;
    const series = seriesOf(timeframe);
    if (series === undefined || series.length === 0) continue;
    const [stats] = detectPumps(series.columns(), timeframe, [window]);
    if (stats !== undefined) return { stats, timeframe };
  }
  return undefined;
};

export const pumpRow = (
  { stats, timeframe }: { stats: PumpStats; timeframe: number },
  instrument: Instrument,
  asset: AssetView | undefined,
): PumpRow => {
  const { window, ...rest } = stats;
  return {
    ...rest,
    id: `${instrument.id}:pump:${window}:${stats.to}`,
    source: instrument.source,
    base: instrument.base,
    quote: instrument.quote,
    symbol: instrument.symbol,
    sourceSymbol: instrument.sourceSymbol,
    name: instrument.name,
    pair: `${instrument.base.toUpperCase()}/${instrument.quote.toUpperCase()}`,
    timeframe: window as PumpWindow,
    seriesTimeframe: timeframe,
    price: stats.close,
    matchDate: new Date(stats.to * 1000).toISOString(),
    matchTimestamp: stats.to,
    c_price: asset?.price ?? stats.close,
    c_change24h: asset?.change24h ?? 0,
    c_volume: asset?.volume24h ?? 0,
    c_marketcap: asset?.marketcap ?? null,
  };
};

export { PUMP_WINDOWS };
