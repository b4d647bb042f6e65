import {
  type DataScope,
  type Market,
  type Pair,
  type Source,
  type SourceKind,
  type SourceName,
  sourcesOf,
  tradesVolume,
} from '@tradescope/domain';
import { type FeedMode, type Instrument, type MarketFeed, pairLabel } from '../../feed';
import { CRYPTO_QUOTE_ASSETS } from '../catalog/asset-metadata';
import { dailyStats, ranksByMarketcap } from '../stats/asset-stats';
import { logoUrl } from '../stats/logo-svg';

/** A source as GET {market}/sources shows it (spec §3 Source), with whether the running feed has its data. */
export interface SourceView {
  readonly name: SourceName;
  readonly title: string;
  readonly kind: SourceKind;
  readonly quotes: readonly string[];
  readonly timeframes: readonly number[];
  readonly chart: Source['chart'];
  /** The trade page; `:base` and `:quote` are replaced by the pair's symbols. */
  readonly url: string;
  readonly maxVolumes24h: Readonly<Record<string, number>>;
  readonly defaultBase: string | null;
  /** Whether the feed serves this source now (the replay carries five of the fourteen). */
  readonly hasData: boolean;
  readonly mode: FeedMode;
  /** Outside the user's plan: its matches stay locked (prices are public). */
  readonly locked: boolean;
}

export type MatchCounts = Pair['matchesCount'];
export type AssetView = Pair & { readonly locked: boolean };

export interface PriceView {
  readonly id: string;
  readonly source: SourceName;
  readonly symbol: string;
  readonly sourceSymbol: string;
  readonly base: string;
  readonly quote: string;
  readonly price: number;
  readonly change24h: number;
  /** Unix seconds of the feed's clock. */
  readonly time: number;
}

export const NO_MATCHES: MatchCounts = { buy: 0, sell: 0, neutral: 0 };

export const sourceView = (
  source: Source,
  market: Market,
  feed: MarketFeed,
  scope: DataScope | 'all',
): SourceView => ({
  name: source.name,
  title: source.title,
  kind: source.kind,
  quotes: source.quotes[market] ?? [],
  timeframes: source.timeframes,
  chart: source.chart,
  url: source.urlTemplate,
  maxVolumes24h: source.maxVolumes24h,
  defaultBase: source.defaultBase ?? null,
  hasData: feed.instruments().some((instrument) => instrument.source === source.name),
  mode: feed.mode,
  locked: scope !== 'all' && !scope.sources.includes(source.name),
});

export const sourceViews = (market: Market, feed: MarketFeed, scope: DataScope | 'all'): SourceView[] =>
  sourcesOf(market).map((source) => sourceView(source, market, feed, scope));

const statsOf = (feed: MarketFeed, instrument: Instrument) => {
  const price = feed.store.price(instrument.source, instrument.symbol)?.price ?? 0;
  const hourly = feed.store.get(instrument.source, instrument.symbol, 60);
  const stats = dailyStats(
    price,
    feed.time(),
    hourly,
    feed.forming(instrument.source, instrument.symbol, 60),
  );
  // 0 is "no volume": the pages show a dash.
  return tradesVolume(instrument.market) ? stats : { ...stats, volume: 0, volume24h: 0 };
};

export const priceView = (feed: MarketFeed, instrument: Instrument): PriceView => {
  const stats = statsOf(feed, instrument);
  return {
    id: instrument.id,
    source: instrument.source,
    symbol: instrument.symbol,
    sourceSymbol: instrument.sourceSymbol,
    base: instrument.base,
    quote: instrument.quote,
    price: stats.price,
    change24h: stats.change24h,
    time: feed.store.price(instrument.source, instrument.symbol)?.time ?? feed.time(),
  };
};

/**
 * The assets table (spec §2): every pair of the market on every source with data, biggest marketcap first.
 * Assets outside the user's scope are still listed with their public prices; their match counts are withheld.
 */
export const assetViews = (
  instruments: readonly Instrument[],
  feed: MarketFeed,
  canSee: (instrument: Instrument) => boolean,
  matchCounts: (instrument: Instrument) => MatchCounts,
): AssetView[] => {
  const rows = instruments.map((instrument) => {
    const stats = statsOf(feed, instrument);
    const marketcap = instrument.supply === null ? null : instrument.supply * stats.price;
    return { instrument, stats, marketcap };
  });
  const ranks = ranksByMarketcap(
    rows.map(({ instrument, marketcap }) => ({ base: instrument.base, marketcap })),
  );
  return rows
    .map(({ instrument, stats, marketcap }): AssetView => {
      const locked = !canSee(instrument);
      return {
        id: instrument.id,
        base: instrument.base,
        quote: instrument.quote,
        pair: pairLabel(instrument),
        name: instrument.name,
        price: stats.price,
        sourceSymbol: instrument.sourceSymbol,
        volume: stats.volume,
        volume24h: stats.volume24h,
        change24h: stats.change24h,
        marketcap,
        rank: ranks.get(instrument.base) ?? null,
        logo: logoUrl(instrument.base),
        isQuote: instrument.market === 'crypto' && CRYPTO_QUOTE_ASSETS.has(instrument.base),
        source: instrument.source,
        matchesCount: locked ? NO_MATCHES : matchCounts(instrument),
        locked,
        priceDecimals: instrument.priceDecimals,
      };
    })
    .sort((a, b) => (b.marketcap ?? -1) - (a.marketcap ?? -1) || a.pair.localeCompare(b.pair));
};
