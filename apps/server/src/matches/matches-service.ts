import { can, canSeeMatch, type Market, unixSecondsFromMillis } from '@tradescope/domain';
import { type ScanMatch, strategyById } from '@tradescope/engine';
import type { UserRow } from '../db';
import { HttpError } from '../http';
import type { AssetView, Instrument } from '../market-data';
import type { SystemPacks } from '../system-packs';
import { accessHolderOf, type UsersRepo } from '../users';
import { alertMatches } from './alerts';
import { createJumpsFinder, JUMPS_TIMEFRAME, type JumpRow, jumpRow, type SeriesView } from './jumps';
import { listedFromScan } from './listed-from-scan';
import { PUMP_WINDOWS, type PumpRow, type PumpWindow, pumpOf, pumpRow } from './pumps';
import {
  countMatches,
  filterMatches,
  type ListedMatch,
  type MatchesQuery,
  pageAssets,
  pageMatches,
  scanPrefilter,
} from './query';
import { advancedPack, assetPackBases, packsOf, simplePackStrategies } from './user-packs';

type MatchesDeps = {
  live: () => Iterable<ScanMatch>;
  receivedAt: (matchId: string) => number | undefined;
  instrumentOf: (source: string, symbol: string) => Instrument | undefined;
  assetsOf: (market: Market) => ReadonlyMap<string, AssetView>;
  users: UsersRepo;
  systemPacks: SystemPacks;
  now: () => number;
  /** The feed's candle series (jumps and pumps read them); none when absent. */
  series?: () => Iterable<SeriesView>;
  seriesOf?: (source: string, symbol: string, timeframe: number) => SeriesView | undefined;
  instruments?: () => readonly Instrument[];
};

export const JUMPS_KEYS = { upgradeRequired: 'access.upgrade-required' } as const;

export type JumpsQuery = { source: string; page: number; pageSize: number };
export type PumpsQuery = { source: string; quotes?: string[]; bases?: string[]; timeframes?: PumpWindow[] };

export type PackFilter = { strategyPack?: string | undefined; assetPacks?: string[] | undefined };

/** A page of matches, or of assets with their matches when the query groups by asset. */
const pageOf = (matched: readonly ListedMatch[], query: MatchesQuery) => {
  const { page, pageSize } = query;
  if (query.groupBy === 'asset')
    return { ...pageAssets(matched, query.sort, page, pageSize), page, pageSize };
  const { items, total } = pageMatches(matched, query.sort, page, pageSize);
  return { items: items.map(({ market: _market, ...match }) => match), total, page, pageSize };
};

export const createMatchesService = ({
  live,
  receivedAt,
  instrumentOf,
  assetsOf,
  users,
  systemPacks,
  now,
  series = () => [],
  seriesOf = () => undefined,
  instruments = () => [],
}: MatchesDeps) => {
  const findJumps = createJumpsFinder(series);
  const userRow = async (userId: string) => {
    const row = await users.findById(userId);
    if (row === undefined) throw new HttpError(401, 'auth.unauthorized');
    return row;
  };

  /**
   * Every live match of a market the user may see (server-side access, DESIGN §5) that the query's selective filters
   * keep, as the spec's Match. Rows are built only for matches that pass those filters: building them is the cost.
   */
  const visible = (row: UserRow, market: Market, query: MatchesQuery) => {
    const keep = scanPrefilter(query);
    const holder = accessHolderOf(row);
    const at = unixSecondsFromMillis(now());
    const assets = assetsOf(market);
    const listed: ListedMatch[] = [];
    for (const match of live()) {
      const instrument = instrumentOf(match.source, match.symbol);
      const strategy = strategyById.get(match.strategyId);
      if (instrument?.market !== market || strategy === undefined || !keep(match, instrument)) continue;
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
    return listed;
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
      const row = await userRow(userId);
      const narrowed = narrowByPacks(row, market, query, packs);
      const listed = visible(row, market, narrowed);
      return pageOf(filterMatches(listed, narrowed), narrowed);
    },

    /**
     * Dynamic: an advanced pack's entries joined by "and" — an asset is listed only when every entry has a match on it
     * (its strategy, timeframes, passed-candle and distance windows and pivot type); its matches of those entries are
     * returned.
     */
    dynamic: async (userId: string, market: Market, query: MatchesQuery, packName: string) => {
      const row = await userRow(userId);
      const listed = visible(row, market, query);
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
      return pageOf(qualifying.flat(), query);
    },

    count: async (userId: string, market: Market, query: MatchesQuery, packs: PackFilter) => {
      const row = await userRow(userId);
      const narrowed = narrowByPacks(row, market, query, packs);
      return countMatches(filterMatches(visible(row, market, narrowed), narrowed));
    },

    /** Buy, sell and neutral totals of a source (the radar's gauge reads them). */
    aggregate: async (userId: string, market: Market, query: MatchesQuery) => {
      const listed = visible(await userRow(userId), market, query);
      const totals = { buy: 0, sell: 0, neutral: 0, total: 0 };
      for (const match of filterMatches(listed, query)) {
        const side = match.type === 'strong buy' ? 'buy' : match.type === 'strong sell' ? 'sell' : match.type;
        totals[side] += 1;
        totals.total += 1;
      }
      return totals;
    },

    /** The alerts page: matches of the user's enabled alert packs, each named after its pack (access applies). */
    alerts: async (userId: string, market: Market, query: MatchesQuery) => {
      const row = await userRow(userId);
      const listed = visible(row, market, query);
      const matched = alertMatches(filterMatches(listed, query), packsOf(row, market, systemPacks));
      return pageOf(matched, query);
    },

    /** The jumps page (crypto, ict/pro/hero): jump events on the source's 3-minute series, newest first. */
    jumps: async (userId: string, query: JumpsQuery) => {
      const row = await userRow(userId);
      if (!can(accessHolderOf(row), 'jumps.view', 'crypto', unixSecondsFromMillis(now())))
        throw new HttpError(403, JUMPS_KEYS.upgradeRequired);
      const assets = assetsOf('crypto');
      const rows: JumpRow[] = [];
      for (const { key, jumps, close } of findJumps(query.source)) {
        const instrument = instrumentOf(key.source, key.symbol);
        if (instrument?.market !== 'crypto') continue;
        for (const jump of jumps)
          rows.push(jumpRow(jump, 'crypto', instrument, assets.get(instrument.id), close));
      }
      const { items, total } = pageMatches(rows, 'matchDate:desc', query.page, query.pageSize);
      return {
        items: (items as JumpRow[]).map(({ market: _market, ...jump }) => jump),
        total,
        page: query.page,
        pageSize: query.pageSize,
        timeframe: JUMPS_TIMEFRAME,
      };
    },

    /** The pumps page (free, spec §6): pairs of the source pumping over 720 / 1440 / 10080 minutes, biggest first. */
    pumps: async (userId: string, query: PumpsQuery) => {
      await userRow(userId);
      const windows = query.timeframes?.length ? query.timeframes : [...PUMP_WINDOWS];
      const quotes = query.quotes?.length ? new Set(query.quotes) : undefined;
      const bases = query.bases?.length && !query.bases.includes('all') ? new Set(query.bases) : undefined;
      const assets = assetsOf('crypto');
      const items: PumpRow[] = [];
      for (const instrument of instruments()) {
        if (instrument.source !== query.source || instrument.market !== 'crypto') continue;
        if (quotes !== undefined && !quotes.has(instrument.quote)) continue;
        if (bases !== undefined && !bases.has(instrument.base)) continue;
        for (const window of windows) {
          const found = pumpOf(
            (timeframe) => seriesOf(instrument.source, instrument.symbol, timeframe),
            window,
          );
          if (found?.stats.isPump) items.push(pumpRow(found, instrument, assets.get(instrument.id)));
        }
      }
      items.sort((a, b) => b.change - a.change || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      return { items, total: items.length, timeframes: windows };
    },
  };
};

export type MatchesService = ReturnType<typeof createMatchesService>;
