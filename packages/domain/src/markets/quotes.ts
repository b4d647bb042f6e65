/**
 * The 26 quotes binance spot lists pairs against (spec §9 names usdt, btc, busd, usdc, eur and try; the
 * rest are binance's other stablecoin, crypto and fiat quote markets).
 */
export const SPOT_QUOTES = [
  'usdt',
  'btc',
  'busd',
  'usdc',
  'eur',
  'try',
  'bnb',
  'eth',
  'fdusd',
  'tusd',
  'dai',
  'aud',
  'brl',
  'gbp',
  'jpy',
  'rub',
  'uah',
  'ngn',
  'zar',
  'idr',
  'pln',
  'ron',
  'ars',
  'mxn',
  'cop',
  'czk',
] as const;

/** Quotes of the forex market on oanda (spec §9). */
export const FOREX_QUOTES = ['usd', 'jpy', 'chf', 'cad', 'nzd', 'aud', 'gbp'] as const;

/** Commodities and stocks are priced in dollars only. */
export const USD_QUOTES = ['usd'] as const;

/** OANDA prices an index in its exchange's currency (DE30_EUR, UK100_GBP, JP225Y_JPY) or in dollars. */
export const INDEX_QUOTES = ['usd', 'eur', 'gbp', 'jpy'] as const;

/** Linear perpetuals settle in stablecoins; binance COIN-M contracts are quoted in dollars. */
export const STABLE_FUTURES_QUOTES = ['usdt', 'usdc'] as const;
export const USDT_QUOTES = ['usdt'] as const;
export const COIN_MARGINED_QUOTES = ['usd'] as const;

/** Spot exchanges other than binance: their main stablecoin and crypto quote markets. */
export const MAJOR_SPOT_QUOTES = ['usdt', 'usdc', 'btc', 'eth'] as const;
