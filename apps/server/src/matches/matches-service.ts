import { canSeeMatch, type Market, unixSecondsFromMillis } from '@tradescope/domain';
import { type ScanMatch, strategyById } from '@tradescope/engine';
import { HttpError } from '../http';
import type { AssetView, Instrument } from '../market-data';
import type { SystemPacks } from '../system-packs';
import { accessHolderOf, type UsersRepo } from '../users';
import { listedFromScan } from './listed-from-scan';
import { countMatches, filterMatches, type ListedMatch, type MatchesQuery, pageMatches } from './query';
import { advancedPack, assetPackBases, packsOf, simplePackStrategies } from './user-packs';

type MatchesDeps = {
  live: () => Iterable<ScanMatch>;
  receivedAt: (matchId: string) => number | undefined;
  instrumentOf: (source: string, symbol: string) => Instrument | undefined;
  assetsOf: (market: Market) => ReadonlyMap<string, AssetView>;
  users: UsersRepo;
  systemPacks: SystemPacks;
  now: () => number;
};

export type PackFilter = { strategyPack?: string | undefined; assetPacks?: string[] | undefined };

export const createMatchesService = ({
  live,
  receivedAt,
  instrumentOf,
  assetsOf,
  users,
  systemPacks,
  now,
}: MatchesDeps) => {
  /** Every live match of a market the user may see (server-side access, DESIGN §5), as the spec's Match. */
  const visible = async (userId: string, market: Market) => {
    const row = await users.findById(userId);
    if (row === undefined) throw new HttpError(401, 'auth.unauthorized');
    const holder = accessHolderOf(row);
    const at = unixSecondsFromMillis(now());
    const assets = assetsOf(market);
    const listed: ListedMatch[] = [];
    for (const match of live()) {
      const instrument = instrumentOf(match.source, match.symbol);
      const strategy = strategyById.get(match.strategyId);
      if (instrument?.market !== market || strategy === undefined) continue;
      const ref = {
        source: match.source,
        base: instrument.base,
        quote: instrument.quote,
        timeframe: match.timeframe,
        strategyId: match.strategyId,
      };
      if (!canSeeMatch(holder, market, ref, strategy, at)) continue;
      listed.push(
        listedFromScan(
          match,
          market,
          instrument,
          strategy,
          assets.get(instrument.id),
          receivedAt(match.id) ?? now(),
        ),
      );
    }
    return { row, listed };
  };

  const narrowByPacks = (
    row: Parameters<typeof packsOf>[0],
    market: Market,
    query: MatchesQuery,
    packs: PackFilter,
  ) => {
    const userPacks = packsOf(row, market, systemPacks);
    const strategyIds =
      packs.strategyPack === undefined
        ? query.strategyIds
        : simplePackStrategies(userPacks, packs.strategyPack);
    const bases = assetPackBases(userPacks, packs.assetPacks ?? []) ?? query.bases;
    return { ...query, strategyIds, bases };
  };

  return {
    /** Periscope and the chart: simple packs (or explicit strategy ids) over asset packs and the filters. */
    list: async (userId: string, market: Market, query: MatchesQuery, packs: PackFilter) => {
      const { row, listed } = await visible(userId, market);
      const narrowed = narrowByPacks(row, market, query, packs);
      const { items, total } = pageMatches(
        filterMatches(listed, narrowed),
        narrowed.sort,
        narrowed.page,
        narrowed.pageSize,
      );
      return {
        items: items.map(({ market: _market, ...match }) => match),
        total,
        page: narrowed.page,
        pageSize: narrowed.pageSize,
      };
    },

    /**
     * Dynamic: an advanced pack's entries joined by "and" — an asset is listed only when every entry has a match on it
     * (its strategy, timeframes, passed-candle and distance windows and pivot type); its matches of those entries are
     * returned.
     */
    dynamic: async (userId: string, market: Market, query: MatchesQuery, packName: string) => {
      const { row, listed } = await visible(userId, market);
      const pack = advancedPack(packsOf(row, market, systemPacks), packName);
      const holds = (entry: (typeof pack.items)[number], match: ListedMatch) =>
        match.strategyId === entry.strategyId &&
        (entry.timeframe.length === 0 || entry.timeframe.includes(match.timeframe)) &&
        match.passedCandle >= entry.passedCandle.from &&
        match.passedCandle <= entry.passedCandle.to &&
        match.distance >= entry.distance.from &&
        match.distance <= entry.distance.to &&
        ((entry.pivotType ?? []).length === 0 || (entry.pivotType ?? []).includes(match.pivotType));
      const byAsset = new Map<string, ListedMatch[]>();
      for (const match of filterMatches(listed, query)) {
        if (!pack.items.some((entry) => holds(entry, match))) continue;
        const asset = `${match.source}|${match.base}|${match.quote}`;
        byAsset.set(asset, [...(byAsset.get(asset) ?? []), match]);
      }
      const qualifying = [...byAsset.values()].filter((matches) =>
        pack.items.every((entry) => matches.some((match) => holds(entry, match))),
      );
      const { items, total } = pageMatches(qualifying.flat(), query.sort, query.page, query.pageSize);
      return {
        items: items.map(({ market: _market, ...match }) => match),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    count: async (userId: string, market: Market, query: MatchesQuery, packs: PackFilter) => {
      const { row, listed } = await visible(userId, market);
      return countMatches(filterMatches(listed, narrowByPacks(row, market, query, packs)));
    },

    /** Buy, sell and neutral totals of a source (the radar's gauge reads them). */
    aggregate: async (userId: string, market: Market, query: MatchesQuery) => {
      const { listed } = await visible(userId, market);
      const totals = { buy: 0, sell: 0, neutral: 0, total: 0 };
      for (const match of filterMatches(listed, query)) {
        const side = match.type === 'strong buy' ? 'buy' : match.type === 'strong sell' ? 'sell' : match.type;
        totals[side] += 1;
        totals.total += 1;
      }
      return totals;
    },
  };
};

export type MatchesService = ReturnType<typeof createMatchesService>;
