import type { Market, SourceName } from '@tradescope/domain';
import { type Instrument, instrumentId, type SessionName } from '../../feed';
import { assetInfoOf } from './asset-metadata';
import type { CryptoVenue } from './crypto-venues';

/** Which shipped folder feeds which source and market (replay-data/SOURCES.md describes the folders). */
export const REPLAY_FOLDERS = [
  { folder: 'forex', source: 'oanda', market: 'currencies' },
  { folder: 'commodities', source: 'oanda', market: 'commodities' },
  { folder: 'indices', source: 'oanda', market: 'indices' },
  { folder: 'stocks', source: 'lite-finance', market: 'stock' },
] as const satisfies readonly { folder: string; source: SourceName; market: Market }[];
export type ReplayFolder = (typeof REPLAY_FOLDERS)[number];

/**
 * The crypto folders, preferred first: each crypto asset's one price path is drawn from the first that ships it
 * (2025 Bybit files with five timeframes, then 2025 Binance futures, then 2022 Binance spot), and every exchange
 * quotes that path (crypto-venues.ts).
 */
export const CRYPTO_FOLDERS = ['crypto-bybit-linear', 'crypto-binance-usdm', 'crypto'] as const;

/** The base of a shipped crypto file's symbol (BTCUSDT → btc). */
export const cryptoBaseOf = (symbol: string): string => {
  const lower = symbol.toLowerCase();
  const quote = ['usdt', 'usdc', 'busd', 'usd'].find((q) => lower.endsWith(q) && lower.length > q.length);
  return quote === undefined ? lower : lower.slice(0, -quote.length);
};

const splitPair = (market: Market, symbol: string): { base: string; quote: string } => {
  const lower = symbol.toLowerCase();
  if (market === 'currencies') return { base: lower.slice(0, 3), quote: lower.slice(3) };
  if (market === 'commodities' && lower.endsWith('usd')) return { base: lower.slice(0, -3), quote: 'usd' };
  // Stocks are quoted in dollars on their source; indices in their own currency, as OANDA quotes them.
  return { base: lower, quote: assetInfoOf(lower).quote ?? 'usd' };
};

const sessionOf = (market: Market, info: { session?: SessionName }): SessionName => {
  if (market === 'stock') return 'new-york';
  return info.session ?? 'fx';
};

/** Describes a shipped symbol as the instrument the feed and the assets page work with. */
export const replayInstrument = (folder: ReplayFolder, symbol: string): Instrument => {
  const { source, market } = folder;
  const { base, quote } = splitPair(market, symbol);
  const info = assetInfoOf(base);
  const sourceSymbol =
    source === 'oanda' ? (info.oanda ?? `${base}_${quote}`.toUpperCase()) : symbol.toUpperCase();
  const name = market === 'currencies' ? `${info.name} / ${assetInfoOf(quote).name}` : info.name;
  return {
    id: instrumentId(source, symbol),
    source,
    market,
    symbol,
    base,
    quote,
    sourceSymbol,
    name,
    session: sessionOf(market, info),
    supply: info.supply ?? null,
  };
};

/** A crypto asset as one exchange lists it. */
export const cryptoInstrument = (venue: CryptoVenue, base: string): Instrument => {
  const symbol = `${base}${venue.quote}`.toUpperCase();
  const info = assetInfoOf(base);
  return {
    id: instrumentId(venue.source, symbol),
    source: venue.source,
    market: 'crypto',
    symbol,
    base,
    quote: venue.quote,
    sourceSymbol: venue.spell(base, venue.quote),
    name: info.name,
    session: 'always',
    supply: info.supply ?? null,
  };
};
