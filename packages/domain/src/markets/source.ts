import type { Market } from './market';
import type { Timeframe } from './timeframes';

/** Every data source, crypto exchanges first, in the order the exchange list shows them (spec §3). */
export const SOURCE_NAMES = [
  'binance-spot',
  'binance-usdm',
  'binance-coinm',
  'coinex-spot',
  'coinex-futures',
  'bingx-futures',
  'kucoin-spot',
  'kucoin-futures',
  'bybit-spot',
  'bybit-futures',
  'mexc-spot',
  'mexc-futures',
  'oanda',
  'lite-finance',
] as const;
export type SourceName = (typeof SOURCE_NAMES)[number];

/** Exchanges are spot or futures; oanda and lite-finance are forex brokers. */
export const SOURCE_KINDS = ['spot', 'futures', 'broker'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** A source of candles and prices (spec §3 Source: name, title, quotes, timeframes, chart, url, volumes). */
export interface Source {
  readonly name: SourceName;
  readonly title: string;
  readonly kind: SourceKind;
  readonly markets: readonly Market[];
  /** Quotes per market served; a broker quotes forex in seven currencies but commodities only in usd. */
  readonly quotes: Readonly<Partial<Record<Market, readonly string[]>>>;
  readonly timeframes: readonly Timeframe[];
  /** The exchange's trade page; `:base` and `:quote` are replaced by the pair's symbols. */
  readonly urlTemplate: string;
  /** Upper bound of the volume range filter per quote (spec §5: volume max = the source's max volume 24h). */
  readonly maxVolumes24h: Readonly<Record<string, number>>;
  /** The base a chart or filter opens on: a listed pair (bitcoin on exchanges); brokers use the market default. */
  readonly defaultBase?: string;
  /** Bases the trade page spells its own way (kucoin futures names bitcoin xbt), by the listed base. */
  readonly urlBases?: Readonly<Record<string, string>>;
  readonly chart: { readonly defaultTimeframe: Timeframe };
}
