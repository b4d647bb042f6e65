import type { Market } from './market';
import type { Source, SourceName } from './source';
import { SOURCE_NAMES } from './source';
import { SOURCES } from './source-catalog';
import type { Timeframe } from './timeframes';

/** Crypto sources a user can pick in settings (spec §3); the first is the fallback of a settings fix. */
export const CRYPTO_SETTINGS_SOURCES = [
  'binance-spot',
  'binance-usdm',
  'kucoin-futures',
  'bybit-futures',
  'coinex-futures',
  'bingx-futures',
  'mexc-futures',
] as const satisfies readonly SourceName[];

/** Stock settings are forced to the first of these on load (spec §4). */
export const STOCK_SOURCES = ['lite-finance'] as const satisfies readonly SourceName[];

const catalog: readonly Source[] = SOURCE_NAMES.map((name) => SOURCES[name]);

export const isSourceName = (value: unknown): value is SourceName =>
  typeof value === 'string' && (SOURCE_NAMES as readonly string[]).includes(value);

export const sourceByName = (name: string): Source | undefined =>
  isSourceName(name) ? SOURCES[name] : undefined;

/** Sources serving a market, in catalog order. */
export const sourcesOf = (market: Market): readonly Source[] =>
  catalog.filter((source) => source.markets.includes(market));

export const sourceNamesOf = (market: Market): readonly SourceName[] =>
  sourcesOf(market).map((source) => source.name);

export const isSourceOf = (market: Market, name: unknown): name is SourceName =>
  isSourceName(name) && SOURCES[name].markets.includes(market);

/** Spec §9: binance-spot for crypto, oanda for forex, commodities and indices, lite-finance for stocks. */
export const defaultSourceOf = (market: Market): SourceName => {
  const first = sourceNamesOf(market)[0];
  if (first === undefined) throw new Error(`no source serves ${market}`);
  return first;
};

const resolve = (source: Source | SourceName): Source =>
  typeof source === 'string' ? SOURCES[source] : source;

export const timeframesOf = (source: Source | SourceName): readonly Timeframe[] => resolve(source).timeframes;

/** Quotes of a source in one market; without a market, in the first market it serves. */
export const quotesOf = (source: Source | SourceName, market?: Market): readonly string[] => {
  const found = resolve(source);
  const served = market ?? found.markets[0];
  return (served && found.quotes[served]) ?? [];
};

/** Ceiling of the volume filter for a quote, or undefined where the source publishes none. */
export const maxVolume24hOf = (source: Source | SourceName, quote: string): number | undefined =>
  resolve(source).maxVolumes24h[quote.toLowerCase()];

/** The trade page of a pair; exchanges spell symbols in capitals, so both are upper-cased. */
export const sourceUrl = (source: Source | SourceName, base: string, quote: string): string => {
  const found = resolve(source);
  const spelt = found.urlBases?.[base.toLowerCase()] ?? base;
  return found.urlTemplate
    .replace(':base', () => encodeURIComponent(spelt.toUpperCase()))
    .replace(':quote', () => encodeURIComponent(quote.toUpperCase()));
};
