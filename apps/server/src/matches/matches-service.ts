import {
  COUNTED_STATES,
  can,
  canSeeMatch,
  JUMPS_TIMEFRAME,
  type Market,
  type Match,
  type MatchesCount,
  unixSecondsFromMillis,
} from '@tradescope/domain';
import { type PastMatch, strategyById } from '@tradescope/engine';
import type { Instrument } from '../feed';
import {
  HttpError,
  type WrittenJson,
  writtenSuccess,
  writtenSuccessOf,
  writtenSuccessOfBytes,
} from '../http';
import { type MatchIndex, matchAt } from '../live-matches';
import type { AssetView } from '../market-data';
import type { SystemPacks } from '../system-packs';
import { accessHolderOf, type UserRecord, type UsersRepo } from '../users';
import { entryMayHold, type StoredEntry } from './advanced-entry';
import { alertMatchers, alertMatches } from './alerts';
import { createJumpsFinder, type JumpRow, jumpRow, type SeriesView } from './jumps';
import { listedFromScan, matchFromScan } from './listed-from-scan';
import { AccessMemo } from './live/access-memo';
import { AccessWindowCache, accessFingerprint, nextExpiryAfter } from './live/access-window-cache';
import { AnswerCache, assetPrint } from './live/answer-cache';
import { BoundedHeap } from './live/bounded-heap';
import { countLive, sidesLive, sidesPerAsset } from './live/count-live';
import { dynamicLive } from './live/dynamic-live';
import { GroupMemo } from './live/group-memo';
import { type LiveRef, liveOrder } from './live/live-order';
import { pageLive, pageLiveAssetsWritten, type WrittenAsset } from './live/page-live';
import { rowJson } from './live/row-json';
import { passes, type SelectDeps, selectLive } from './live/select-live';
import { PUMP_WINDOWS, type PumpRow, type PumpWindow, pumpOf, pumpRow } from './pumps';
import { type ListedMatch, type MatchesQuery, matchesQuerySchema, pageAssets, pageMatches } from './query';
import { advancedPack, assetPackBases, packsOf, simplePackStrategies } from './user-packs';
import { batchedUserRows } from './user-rows';

type MatchesDeps = {
  /** The live matches, indexed per series as scans replace them. */
  index: MatchIndex;
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

type Page = ReturnType<typeof pageOf>;

/**
 * A page of matches written as JSON.stringify writes `{ items, total, page, pageSize }`, from its rows' JSON: the
 * answer cache weighs it as weightOf weighs the page (a row each, and one).
 */
class PageText {
  readonly json: string;
  readonly rows: number;
  constructor(items: readonly string[], total: number, page: number, pageSize: number) {
    this.json = `{"items":[${items.join(',')}],"total":${JSON.stringify(total)},"page":${JSON.stringify(page)},"pageSize":${JSON.stringify(pageSize)}}`;
    this.rows = items.length;
  }
}
/**
 * A page of assets written as JSON.stringify writes `{ items, total, page, pageSize }`, from its assets' UTF-8 JSON
 * (kept per asset while it stands): weighed as weightOf weighs the page (an asset and its strategies each, and one).
 */
class PageBytes {
  readonly parts: Buffer[];
  readonly weight: number;
  constructor(items: readonly WrittenAsset[], total: number, page: number, pageSize: number) {
    const comma = Buffer.from(',');
    this.parts = [Buffer.from('{"items":[')];
    let weight = 1;
    for (const [n, item] of items.entries()) {
      if (n > 0) this.parts.push(comma);
      this.parts.push(item.bytes);
      weight += 1 + item.strategies;
    }
    this.parts.push(
      Buffer.from(
        `],"total":${JSON.stringify(total)},"page":${JSON.stringify(page)},"pageSize":${JSON.stringify(pageSize)}}`,
      ),
    );
    this.weight = weight;
  }
}
type Answer = Page | MatchesCount | ReturnType<typeof sidesLive>;
/** An answer as the API sends it: its success envelope, written once (writtenSuccess). */
type Written<T extends Answer> = WrittenJson<{ status: 'success'; data: T }>;

/** Every match of the market, no filter: what the assets page's counts are counted over. */
const WHOLE_MARKET: MatchesQuery = matchesQuerySchema.parse({});

/** A count's query: without a state filter it counts what it counted before invalidated matches stayed listed. */
const countedQuery = (query: MatchesQuery): MatchesQuery =>
  query.states === undefined || query.states.length === 0 ? { ...query, states: [...COUNTED_STATES] } : query;

/**
 * Rows an answer holds, for the answer cache's bound: matches of a page, or strategies of each asset of an asset page;
 * a count's cells (strategy, quote, timeframe), so thousands of distinct counts cannot crowd the heap as one-row answers.
 */
const weightOf = (answer: Answer): number => {
  let rows = 1;
  if ('items' in answer && Array.isArray(answer.items)) {
    for (const item of answer.items as readonly { strategies?: readonly unknown[] }[])
      rows += 1 + (item.strategies?.length ?? 0);
    return rows;
  }
  for (const byQuote of Object.values(answer) as unknown[])
    if (typeof byQuote === 'object' && byQuote !== null)
      for (const byTimeframe of Object.values(byQuote as Record<string, object>))
        rows += Object.keys(byTimeframe).length;
  return rows;
};

export const createMatchesService = ({
  index,
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
  // Kept from a key's second ask: distinct requests (each user's own filters) leave nothing for the old generation.
  const answers = new AnswerCache<Written<Answer>>(undefined, { admitOnSecond: true });
  const access = new AccessMemo();
  const assetCounts = new AccessWindowCache<ReturnType<typeof sidesPerAsset>>();
  const groupSelections = new GroupMemo();
  const findUser = batchedUserRows(users);
  const userRow = async (userId: string) => {
    const row = await findUser(userId);
    if (row === undefined) throw new HttpError(401, 'auth.unauthorized');
    return row;
  };

  /**
   * What one request reads: the caller's access as of now, the market's asset statistics, and the live rows it may
   * see (server-side access, DESIGN §5) that the query keeps — decided per series and group, never per match.
   */
  const requestOf = (row: UserRecord, market: Market) => {
    // Read only when an access decision is not memoized yet (most requests find them all).
    let holder: ReturnType<typeof accessHolderOf> | undefined;
    const at = unixSecondsFromMillis(now());
    const assets = assetsOf(market);
    const fingerprint = accessFingerprint(row, market, at);
    const decisions = access.of(fingerprint);
    const groups = groupSelections.of(fingerprint);
    const select = (query: MatchesQuery, keepGroup?: SelectDeps['keepGroup'], keepKey?: string) =>
      selectLive(index.table(), {
        market,
        query,
        instrumentOf,
        assets,
        canSee: (ref, strategy) => {
          holder ??= accessHolderOf(row);
          return canSeeMatch(holder, market, ref, strategy, at);
        },
        decisions,
        keepGroup,
        ...(keepKey === undefined ? {} : { keepKey }),
        groups,
      });
    // A row's receipt off its segment's column (none yet: it reads as received now).
    const receivedOf = ({ sel, i }: LiveRef): number => {
      const at = index.receivedAtRow(sel.segment, i);
      return Number.isNaN(at) ? now() : at;
    };
    const listed = (ref: LiveRef): ListedMatch => {
      const match = matchAt(ref.sel.segment, ref.i);
      return listedFromScan(
        match,
        market,
        ref.sel.instrument,
        strategyById.get(match.strategyId)!,
        ref.sel.asset,
        receivedOf(ref),
      );
    };
    /** A row of the ended matches: a past match has no receipt, it reads as received when it ended. */
    const pastRowOf = (ref: LiveRef): Match => {
      const match = matchAt(ref.sel.segment, ref.i) as PastMatch;
      const endedAt = new Date(match.endedAt * 1000).toISOString();
      return {
        ...matchFromScan(
          match,
          ref.sel.instrument,
          strategyById.get(match.strategyId)!,
          ref.sel.asset,
          match.endedAt * 1000,
        ),
        endedAt,
      };
    };
    /** A live row as JSON.stringify writes matchFromScan's row, from the row's JSON parts kept while its segment stands. */
    const rowText = (ref: LiveRef): string => {
      const { segment, instrument, asset } = ref.sel;
      const strategy = strategyById.get(segment.groups[segment.group[ref.i]!]!.strategyId)!;
      return rowJson(segment, ref.i, instrument, strategy, asset, receivedOf(ref));
    };
    /** The query over the ended matches (access as over the live ones; group work is not shared with them). */
    const selectPast = (query: MatchesQuery) =>
      selectLive(index.pastTable(), {
        market,
        query,
        instrumentOf,
        assets,
        canSee: (ref, strategy) => {
          holder ??= accessHolderOf(row);
          return canSeeMatch(holder, market, ref, strategy, at);
        },
        decisions,
      });
    /**
     * Identical requests over the same index version, statistics and access window share an answer. The key is the
     * caller's stored access (not the user: equal access sees the same rows) and the pack-resolved query. The answer
     * is kept as the bytes it is sent as: the objects it was built from are garbage once written, so a cache of
     * thousands of answers holds thousands of buffers, not millions of objects in the old generation.
     */
    const cached = <T extends Answer>(
      kind: string,
      query: object,
      compute: () => T | PageText | PageBytes,
    ): Written<T> => {
      const key = `${kind}|${index.version}|${fingerprint}|${JSON.stringify(query)}`;
      const print = assetPrint(assets);
      const hit = answers.get(key, print);
      if (hit !== undefined) return hit as Written<T>;
      const value = compute();
      if (value instanceof PageBytes) {
        const written = writtenSuccessOfBytes<T>(value.parts);
        answers.set(key, print, written, value.weight);
        return written;
      }
      if (value instanceof PageText) {
        const written = writtenSuccessOf<T>(value.json);
        answers.set(key, print, written, 1 + value.rows);
        return written;
      }
      const written = writtenSuccess(value);
      answers.set(key, print, written, weightOf(value));
      return written;
    };
    return { select, selectPast, listed, pastRowOf, rowText, cached };
  };

  /** Every visible row the query keeps, built (dynamic and alerts read whole rows: distances, alert names). */
  const visible = (
    row: UserRecord,
    market: Market,
    query: MatchesQuery,
    keepGroup?: SelectDeps['keepGroup'],
  ): ListedMatch[] => {
    const request = requestOf(row, market);
    const listed: ListedMatch[] = [];
    const order = liveOrder(query.sort);
    for (const sel of request.select(query, keepGroup).selected) {
      for (let i = 0; i < sel.segment.length; i++)
        if (passes(sel, i)) listed.push(request.listed(order.refOf(sel, i)));
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

  // The routes' methods take the caller's row as the session check read it (requireUserInBatch); the assets page's
  // counts are asked by user id.
  return {
    /** Periscope and the chart: simple packs (or explicit strategy ids) over asset packs and the filters. */
    list: async (row: UserRecord, market: Market, query: MatchesQuery, packs: PackFilter) => {
      const narrowed = narrowByPacks(row, market, query, packs);
      const request = requestOf(row, market);
      return request.cached('list', narrowed, (): Page | PageText | PageBytes => {
        const live = request.select(narrowed);
        // Nothing live in the user's scope: its latest ended matches, marked past, so the screen is never blank
        // (a trader reads a quiet market from them; mixed in below live ones they would crowd the live list).
        const past = live.total === 0;
        const selection = past ? request.selectPast(narrowed) : live;
        const { sort, page, pageSize } = narrowed;
        if (narrowed.groupBy === 'asset') {
          const { items, total } = pageLiveAssetsWritten(selection, sort, page, pageSize);
          return new PageBytes(items, total, page, pageSize);
        }
        const textOf = past ? (ref: LiveRef) => JSON.stringify(request.pastRowOf(ref)) : request.rowText;
        const { refs, total } = pageLive(selection, sort, page, pageSize);
        return new PageText(refs.map(textOf), total, page, pageSize);
      });
    },

    /**
     * Dynamic: an advanced pack's entries joined by "and" — an asset is listed only when every entry has a match on it
     * (its strategy, timeframes, passed-candle and distance windows and pivot type); its matches of those entries are
     * returned.
     */
    dynamic: async (row: UserRecord, market: Market, query: MatchesQuery, packName: string) => {
      const pack = advancedPack(packsOf(row, market, systemPacks), packName);
      const items: readonly StoredEntry[] = pack.items;
      const request = requestOf(row, market);
      return request.cached('dynamic', { query, items }, (): Page | PageText => {
        const order = liveOrder(query.sort);
        // Rows are read only in groups some entry may take (strategy, timeframe, pivot); windows are per row.
        const keep: SelectDeps['keepGroup'] = (_instrument, timeframe, group) =>
          items.some((entry) => entryMayHold(entry, { ...group, timeframe }));
        // Strategy ids narrow what a qualifying asset lists (the grid's asset detail asks for one strategy's
        // matches), never which assets qualify: every entry is still looked for.
        const only = query.strategyIds?.length ? new Set(query.strategyIds) : undefined;
        const everyEntry = only === undefined ? query : { ...query, strategyIds: undefined };
        // Keyed by the entries, so requests of the same pack and group filters share the group work.
        const { selected } = request.select(everyEntry, keep, JSON.stringify(items));
        if (query.groupBy === 'asset') {
          const qualifying: LiveRef[] = [];
          dynamicLive(selected, items, (sel, i) => qualifying.push(order.refOf(sel, i)) > 0, only);
          return pageOf(qualifying.map(request.listed), query);
        }
        // pageMatches' page in its order (liveOrder): a row becomes a ref only when it could make the page, and
        // only the page's rows are built, not the thousands a pack qualifies over a million matches.
        const { page, pageSize } = query;
        const heap = new BoundedHeap(page * pageSize, order.compare);
        // A group's rows come newest first, the listing's order when it sorts by date descending: past the first
        // that cannot make the page, none can.
        const newestFirst = query.sort === 'matchDate:desc';
        const total = dynamicLive(
          selected,
          items,
          (sel, i) => {
            const worst = heap.full ? heap.worst : undefined;
            if (worst === undefined || order.before(sel, i, worst)) heap.offer(order.refOf(sel, i));
            else if (newestFirst) return false;
            return true;
          },
          only,
        );
        const rows = heap.sorted().slice((page - 1) * pageSize, page * pageSize);
        return new PageText(rows.map(request.rowText), total, page, pageSize);
      });
    },

    count: async (row: UserRecord, market: Market, query: MatchesQuery, packs: PackFilter) => {
      const narrowed = narrowByPacks(row, market, query, packs);
      const request = requestOf(row, market);
      const counted = countedQuery(narrowed);
      return request.cached('count', counted, () => countLive(request.select(counted).selected));
    },

    /** Buy, sell and neutral totals of a source (the radar's gauge reads them). */
    aggregate: async (row: UserRecord, market: Market, query: MatchesQuery) => {
      const request = requestOf(row, market);
      const counted = countedQuery(query);
      return request.cached('aggregate', counted, () => sidesLive(request.select(counted).selected));
    },

    /**
     * The assets page's status column: buy, sell and neutral live matches per asset id, counted over what the caller
     * may see (the same selection and access decisions as the aggregate). Computed once per access profile and index
     * version, and kept until the profile's next expiry.
     */
    assetCounts: async (userId: string, market: Market) => {
      const row = await userRow(userId);
      const at = unixSecondsFromMillis(now());
      const profile = `${market}|${row.crypto_freeze_status}|${row.xmoon_enabled}|${JSON.stringify(row.accessMaps)}`;
      const kept = assetCounts.get(profile, index.version, at);
      if (kept !== undefined) return kept;
      const counts = sidesPerAsset(requestOf(row, market).select(countedQuery(WHOLE_MARKET)).selected);
      assetCounts.set(profile, index.version, nextExpiryAfter(row.accessMaps, at), counts);
      return counts;
    },

    /** The alerts page: matches of the user's enabled alert packs, each named after its pack (access applies). */
    alerts: async (row: UserRecord, market: Market, query: MatchesQuery) => {
      const matchers = alertMatchers(packsOf(row, market, systemPacks));
      if (matchers.length === 0) return pageOf([], query);
      const listed = visible(row, market, query, (instrument, timeframe, group) =>
        matchers.some((matcher) => matcher.mayHold(instrument, { ...group, timeframe })),
      );
      const matched = alertMatches(listed, matchers);
      return pageOf(matched, query);
    },

    /** The jumps page (crypto, ict/pro/hero): jump events on the source's 3-minute series, newest first. */
    jumps: async (row: UserRecord, query: JumpsQuery) => {
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
    pumps: async (query: PumpsQuery) => {
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
