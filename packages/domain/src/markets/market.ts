/** The five markets of spec §1, in menu order. `stock` is labelled "stocks" in the UI. */
export const MARKETS = ['crypto', 'currencies', 'commodities', 'indices', 'stock'] as const;
export type Market = (typeof MARKETS)[number];

/** Crypto runs on `plan` and the crypto access map; every other market on `globalPlan` (spec §6). */
export const GLOBAL_MARKETS = [
  'currencies',
  'commodities',
  'indices',
  'stock',
] as const satisfies readonly Market[];
export type MarketGroup = 'crypto' | 'global';

export const marketGroupOf = (market: Market): MarketGroup => (market === 'crypto' ? 'crypto' : 'global');

/**
 * An index is not traded itself: its source's "volume" is the shares of every listed company (Yahoo's ^IXIC) or
 * nothing at all (OANDA's index CFDs), so the pages show no volume for it (a dash, no volume bars) rather than a
 * made-up figure.
 */
export const tradesVolume = (market: Market): boolean => market !== 'indices';

export const isMarket = (value: unknown): value is Market =>
  typeof value === 'string' && (MARKETS as readonly string[]).includes(value);

/** What a market's search box offers as an example: a symbol, a pair and a name the search finds there. */
export const MARKET_SEARCH_EXAMPLES = {
  crypto: { symbol: 'BTC', pair: 'BTC/USDT', name: 'Bitcoin' },
  currencies: { symbol: 'EUR', pair: 'EUR/USD', name: 'Euro' },
  commodities: { symbol: 'XAU', pair: 'XAU/USD', name: 'Gold' },
  indices: { symbol: 'SPX500', pair: 'SPX500/USD', name: 'US SPX 500' },
  stock: { symbol: 'AAPL', pair: 'AAPL/USD', name: 'Apple' },
} as const satisfies Record<Market, { symbol: string; pair: string; name: string }>;
