import type { Market, SourceName } from '@tradescope/domain';
import { type Instrument, instrumentId, type SessionName } from '../../feed';
import { assetInfoOf } from './asset-metadata';

/** Which shipped folder feeds which source and market (replay-data/SOURCES.md describes the folders). */
export const REPLAY_FOLDERS = [
  { folder: 'crypto', source: 'binance-spot', market: 'crypto' },
  { folder: 'crypto-binance-usdm', source: 'binance-usdm', market: 'crypto' },
  { folder: 'crypto-bybit-linear', source: 'bybit-futures', market: 'crypto' },
  { folder: 'forex', source: 'oanda', market: 'currencies' },
  { folder: 'commodities', source: 'oanda', market: 'commodities' },
  { folder: 'indices', source: 'oanda', market: 'indices' },
  { folder: 'stocks', source: 'lite-finance', market: 'stock' },
] as const satisfies readonly { folder: string; source: SourceName; market: Market }[];
export type ReplayFolder = (typeof REPLAY_FOLDERS)[number];

const splitPair = (market: Market, symbol: string): { base: string; quote: string } => {
  const lower = symbol.toLowerCase();
  if (market === 'crypto') {
    const quote = ['usdt', 'usdc', 'busd', 'usd'].find((q) => lower.endsWith(q) && lower.length > q.length);
    return quote === undefined
      ? { base: lower, quote: 'usdt' }
      : { base: lower.slice(0, -quote.length), quote };
  }
  if (market === 'currencies') return { base: lower.slice(0, 3), quote: lower.slice(3) };
  if (market === 'commodities' && lower.endsWith('usd')) return { base: lower.slice(0, -3), quote: 'usd' };
  // Indices and stocks are quoted in dollars on their sources (spec §9).
  return { base: lower, quote: 'usd' };
};

const sessionOf = (market: Market, info: { session?: SessionName }): SessionName => {
  if (market === 'crypto') return 'always';
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
