import type { Asset } from '../src/lib/endpoints/market-assets';

/** An asset row as GET crypto answers it, with the fields a test cares about overridden. */
export const assetFixture = (overrides: Partial<Asset> & Pick<Asset, 'base'>): Asset => {
  const quote = overrides.quote ?? 'usdt';
  return {
    id: `binance-spot:${overrides.base.toUpperCase()}${quote.toUpperCase()}`,
    quote,
    pair: `${overrides.base.toUpperCase()}/${quote.toUpperCase()}`,
    name: overrides.base,
    price: 1,
    sourceSymbol: `${overrides.base.toUpperCase()}${quote.toUpperCase()}`,
    volume: 1,
    volume24h: 1_000,
    change24h: 0,
    marketcap: null,
    rank: null,
    logo: null,
    isQuote: false,
    source: 'binance-spot',
    matchesCount: { buy: 0, sell: 0, neutral: 0 },
    locked: false,
    ...overrides,
  };
};
