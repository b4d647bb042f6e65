import type { SessionName } from '../../feed';

type AssetInfo = {
  readonly name: string;
  /** Circulating supply (coins) or shares outstanding; approximate 2025 figures, static on purpose. */
  readonly supply?: number;
  /** OANDA's instrument where it differs from BASE_QUOTE (the DAX trades as DE30_EUR). */
  readonly oanda?: string;
  readonly session?: SessionName;
  /** The currency the instrument is quoted in where it is not the dollar (OANDA's DE30_EUR is priced in euros). */
  readonly quote?: string;
  /**
   * Where the shipped data stops years ago (Binance spot files end in 2022), a rounded late-2025 price the history
   * is rescaled to, so every asset sits at the same present; assets with newer files take their newest close.
   */
  readonly recentPrice?: number;
};

/**
 * Names and supplies of the replayed assets. Supplies are rounded public figures (CoinMarketCap, company filings)
 * so that marketcap = supply × price ranks the assets the way traders expect.
 */
export const ASSET_INFO: Readonly<Record<string, AssetInfo>> = {
  btc: { name: 'Bitcoin', supply: 19.9e6 },
  eth: { name: 'Ethereum', supply: 120.7e6 },
  bnb: { name: 'BNB', supply: 140e6 },
  xrp: { name: 'XRP', supply: 59.9e9 },
  ada: { name: 'Cardano', supply: 36e9 },
  sol: { name: 'Solana', supply: 545e6 },
  doge: { name: 'Dogecoin', supply: 150e9 },
  dot: { name: 'Polkadot', supply: 1.6e9, recentPrice: 2.8 },
  avax: { name: 'Avalanche', supply: 422e6 },
  link: { name: 'Chainlink', supply: 678e6 },
  ltc: { name: 'Litecoin', supply: 76e6 },
  trx: { name: 'TRON', supply: 94.7e9, recentPrice: 0.29 },
  atom: { name: 'Cosmos', supply: 470e6, recentPrice: 2.9 },
  xlm: { name: 'Stellar', supply: 31.8e9, recentPrice: 0.26 },
  etc: { name: 'Ethereum Classic', supply: 153e6, recentPrice: 14 },
  bch: { name: 'Bitcoin Cash', supply: 19.9e6, recentPrice: 520 },
  near: { name: 'NEAR Protocol', supply: 1.25e9, recentPrice: 2.3 },
  matic: { name: 'Polygon', supply: 10e9, recentPrice: 0.2 },
  aave: { name: 'Aave', supply: 15.2e6, recentPrice: 190 },
  ftm: { name: 'Fantom', supply: 2.8e9, recentPrice: 0.5 },
  algo: { name: 'Algorand', supply: 8.6e9, recentPrice: 0.16 },
  xmr: { name: 'Monero', supply: 18.4e6, recentPrice: 380 },
  sui: { name: 'Sui', supply: 3.5e9 },
  xaut: { name: 'Tether Gold', supply: 522e3 },

  eur: { name: 'Euro' },
  gbp: { name: 'British Pound' },
  usd: { name: 'US Dollar' },
  jpy: { name: 'Japanese Yen' },
  aud: { name: 'Australian Dollar' },
  nzd: { name: 'New Zealand Dollar' },
  cad: { name: 'Canadian Dollar' },
  chf: { name: 'Swiss Franc' },

  xau: { name: 'Gold' },
  xag: { name: 'Silver' },
  wtico: { name: 'WTI Crude Oil' },
  bco: { name: 'Brent Crude Oil' },
  natgas: { name: 'Natural Gas' },

  // The index files are cash indices (Yahoo Finance), so they follow their exchange's hours.
  spx500: { name: 'US SPX 500', oanda: 'SPX500_USD', session: 'new-york' },
  nas100: { name: 'US Nas 100', oanda: 'NAS100_USD', session: 'new-york' },
  nascomp: { name: 'Nasdaq Composite', oanda: 'NASCOMP', session: 'new-york' },
  us30: { name: 'US Wall St 30', oanda: 'US30_USD', session: 'new-york' },
  de40: { name: 'Germany 40', oanda: 'DE30_EUR', session: 'frankfurt', quote: 'eur' },
  uk100: { name: 'UK 100', oanda: 'UK100_GBP', session: 'london', quote: 'gbp' },
  jp225: { name: 'Japan 225', oanda: 'JP225Y_JPY', session: 'tokyo', quote: 'jpy' },

  aapl: { name: 'Apple', supply: 14.9e9 },
  msft: { name: 'Microsoft', supply: 7.43e9 },
  tsla: { name: 'Tesla', supply: 3.22e9 },
  nvda: { name: 'NVIDIA', supply: 24.3e9 },
  amzn: { name: 'Amazon', supply: 10.7e9 },
  googl: { name: 'Alphabet', supply: 12.1e9 },
  meta: { name: 'Meta Platforms', supply: 2.51e9 },
  amd: { name: 'AMD', supply: 1.62e9 },
  intc: { name: 'Intel', supply: 4.37e9 },
  // ADR-equivalent shares (one ADR is five ordinary shares).
  tsm: { name: 'TSMC', supply: 5.19e9 },
};

export const assetInfoOf = (base: string): AssetInfo => ASSET_INFO[base] ?? { name: base.toUpperCase() };

/**
 * Bases that are themselves quote currencies (stablecoins and fiat on crypto venues): the spec hides them from
 * asset pickers (Pair.isQuote). A forex base such as gbp is an asset of its own market, not a quote.
 */
export const CRYPTO_QUOTE_ASSETS: ReadonlySet<string> = new Set([
  'usdt',
  'usdc',
  'busd',
  'fdusd',
  'tusd',
  'dai',
  'usd',
  'eur',
  'try',
  'gbp',
  'brl',
  'aud',
  'jpy',
]);
