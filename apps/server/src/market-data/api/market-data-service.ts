import {
  type AccessHolder,
  allowedScope,
  canSeeAsset,
  type Market,
  type OscillatorRequest,
  type Source,
  sourceByName,
  unixSecondsFromMillis,
} from '@tradescope/domain';
import { type Instrument, type MarketFeed, pairLabel } from '../../feed';
import { HTTP_KEYS, HttpError } from '../../http';
import { accessHolderOf, type UsersRepo } from '../../users';
import { candleHistory, type HistoryRequest } from './candle-history';
import { chartOscillator } from './chart-oscillator';
import {
  type AssetView,
  assetViews,
  type MatchCounts,
  NO_MATCHES,
  priceView,
  sourceView,
  sourceViews,
} from './market-views';

type Deps = {
  feed: MarketFeed;
  users: UsersRepo;
  now: () => number;
  /** Every live match of an asset, whoever asks: the asset statistics the matches API joins. */
  matchCounts: (instrument: Instrument) => MatchCounts;
  /**
   * The assets page's status column: per asset id, the live matches the user may see (the matches API's own access
   * rule, so a plan's locked strategies and timeframes are not counted).
   */
  visibleMatchCounts: (userId: string, market: Market) => Promise<ReadonlyMap<string, MatchCounts>>;
};

/** What the market-data routes answer; each route makes one call here. */
export const createMarketDataService = ({ feed, users, now, matchCounts, visibleMatchCounts }: Deps) => {
  const statsBySecond = new Map<Market, { second: number; stats: ReadonlyMap<string, AssetView> }>();

  const accessOf = async (userId: string, market: Market) => {
    const row = await users.findById(userId);
    const holder: AccessHolder = row === undefined ? {} : accessHolderOf(row);
    const at = unixSecondsFromMillis(now());
    return { holder, at, scope: allowedScope(holder, market, at, 'matches') };
  };

  const sourceOf = (market: Market, name: string): Source => {
    const source = sourceByName(name);
    if (source === undefined || !source.markets.includes(market))
      throw new HttpError(404, HTTP_KEYS.notFound);
    return source;
  };

  const instrumentsOf = (market: Market, source?: string): Instrument[] =>
    feed.instruments().filter((i) => i.market === market && (source === undefined || i.source === source));

  return {
    sources: async (userId: string, market: Market) => ({
      mode: feed.mode,
      sources: sourceViews(market, feed, (await accessOf(userId, market)).scope),
    }),

    source: async (userId: string, market: Market, name: string) => {
      const source = sourceOf(market, name);
      const { scope } = await accessOf(userId, market);
      const symbols = instrumentsOf(market, source.name).map((instrument) => ({
        symbol: instrument.sourceSymbol,
        base: instrument.base,
        quote: instrument.quote,
        pair: pairLabel(instrument),
        name: instrument.name,
      }));
      return { ...sourceView(source, market, feed, scope), symbols };
    },

    sourcePrices: (market: Market, name: string) =>
      instrumentsOf(market, sourceOf(market, name).name).map((instrument) => priceView(feed, instrument)),

    assets: async (userId: string, market: Market, source: string | undefined) => {
      // A filter naming another market's source is a bad query, not a missing page.
      if (source !== undefined && sourceByName(source)?.markets.includes(market) !== true) {
        throw new HttpError(400, HTTP_KEYS.validation);
      }
      const [{ holder, at }, counts] = await Promise.all([
        accessOf(userId, market),
        visibleMatchCounts(userId, market),
      ]);
      const canSee = (instrument: Instrument) => canSeeAsset(holder, market, instrument, at);
      return assetViews(
        instrumentsOf(market, source),
        feed,
        canSee,
        (instrument) => counts.get(instrument.id) ?? NO_MATCHES,
      );
    },

    prices: (market: Market) => instrumentsOf(market).map((instrument) => priceView(feed, instrument)),

    /**
     * Every asset row of a market by instrument id, with no user's locks: the matches API's c_ statistics. Built
     * once per market and second (prices tick once a second; every matches request reads them), not per request.
     */
    assetStats: (market: Market): ReadonlyMap<string, AssetView> => {
      const second = Math.floor(now() / 1000);
      const kept = statsBySecond.get(market);
      if (kept?.second === second) return kept.stats;
      const stats = new Map(
        assetViews(instrumentsOf(market), feed, () => true, matchCounts).map((asset) => [asset.id, asset]),
      );
      statsBySecond.set(market, { second, stats });
      return stats;
    },

    history: (request: HistoryRequest) => candleHistory(feed, request),

    oscillator: (request: OscillatorRequest) => chartOscillator(feed, request),

    time: () => ({ time: feed.time(), mode: feed.mode }),

    status: () => feed.status(),
  };
};

export type MarketDataService = ReturnType<typeof createMarketDataService>;
