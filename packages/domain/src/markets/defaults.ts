import type { Market } from './market';
import type { SourceName } from './source';
import { SOURCES } from './source-catalog';
import type { Timeframe } from './timeframes';

/** Product-wide defaults of spec §9. */
export const DEFAULTS = {
  cryptoSource: 'binance-spot',
  cryptoBase: 'btc',
  /** kucoin futures names bitcoin xbt on its trade page (the catalog's urlBases); the pair is listed as btc. */
  kucoinBase: 'xbt',
  cryptoQuote: 'usdt',
  chartTimeframe: 240,
  /** Indices open on oanda, and the dynamic page falls back to it when no source is chosen. */
  globalSource: 'oanda',
  strategyPack: 'classic',
  quoteSourceBase: 'usd',
  advancedTimeframe: 5,
} as const satisfies {
  cryptoSource: SourceName;
  chartTimeframe: Timeframe;
  globalSource: SourceName;
  advancedTimeframe: Timeframe;
  cryptoBase: string;
  kucoinBase: string;
  cryptoQuote: string;
  strategyPack: string;
  quoteSourceBase: string;
};

/** How many symbols the chart's symbol switcher offers on currencies and indices (spec §9). */
export const SYMBOL_CHANGE_COUNT = { currencies: 3, indices: 3 } as const satisfies Partial<
  Record<Market, number>
>;

export interface MarketDefault {
  readonly source: SourceName;
  readonly base: string;
  readonly quote: string;
  readonly timeframe: Timeframe;
}

/**
 * Where each market opens: the free allowance of spec §6 (crypto binance-spot btc 240; currencies oanda
 * gbp 1440; commodities and indices oanda usd 1440; stocks lite-finance usd 1440), so a new user lands on
 * something they may see. Gold, the S&P 500 and Apple are the bases traders expect first.
 */
export const MARKET_DEFAULTS = {
  crypto: { source: 'binance-spot', base: 'btc', quote: 'usdt', timeframe: 240 },
  currencies: { source: 'oanda', base: 'gbp', quote: 'usd', timeframe: 1440 },
  commodities: { source: 'oanda', base: 'xau', quote: 'usd', timeframe: 1440 },
  indices: { source: 'oanda', base: 'spx500', quote: 'usd', timeframe: 1440 },
  stock: { source: 'lite-finance', base: 'aapl', quote: 'usd', timeframe: 1440 },
} as const satisfies Record<Market, MarketDefault>;

/** The base a chart or filter opens on for a source: a pair it lists (bitcoin on exchanges, kucoin futures too). */
export const defaultBaseOf = (market: Market, source?: SourceName): string => {
  const own = source === undefined ? undefined : SOURCES[source].defaultBase;
  return own ?? MARKET_DEFAULTS[market].base;
};
