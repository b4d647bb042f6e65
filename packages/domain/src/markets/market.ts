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

export const isMarket = (value: unknown): value is Market =>
  typeof value === 'string' && (MARKETS as readonly string[]).includes(value);
