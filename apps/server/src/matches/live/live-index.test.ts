import { MATCH_SORTS, type Market, type MatchRef, PIVOT_TYPES } from '@tradescope/domain';
import { type CatalogStrategy, type ScanMatch, type SeriesKey, strategyById } from '@tradescope/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Instrument } from '../../feed';
import { MatchIndex, matchAt, matchesOf, newestFirst } from '../../live-matches';
import type { AssetView } from '../../market-data';
import { entryHolds, entryMayHold, type StoredEntry } from '../advanced-entry';
import { listedFromScan } from '../listed-from-scan';
import {
  countMatches,
  filterMatches,
  type ListedMatch,
  matchesQuerySchema,
  pageAssets,
  pageMatches,
} from '../query';
import { AccessMemo } from './access-memo';
import { countLive, sidesLive } from './count-live';
import { dynamicLive } from './dynamic-live';
import { GroupMemo } from './group-memo';
import { pageLive, pageLiveAssetsWritten } from './page-live';
import { selectLive } from './select-live';

// Instruments: two crypto sources, one instrument of another market, and one the catalog no longer lists.
const instrument = (source: string, symbol: string, base: string, quote: string, market: Market = 'crypto') =>
  ({
    id: `${source}:${symbol}`,
    source,
    market,
    symbol,
    base,
    quote,
    sourceSymbol: symbol,
    name: `${base} coin`,
  }) as Instrument;
const INSTRUMENTS = [
  instrument('binance-spot', 'BTCUSDT', 'btc', 'usdt'),
  instrument('binance-spot', 'ETHUSDT', 'eth', 'usdt'),
  instrument('binance-spot', 'ETHBTC', 'eth', 'btc'),
  instrument('bybit-futures', 'BTCUSDT', 'btc', 'usdt'),
  instrument('oanda', 'EURUSD', 'eur', 'usd', 'currencies'),
];
const SYMBOLS = [
  ...INSTRUMENTS.map((i) => [i.source, i.symbol] as const),
  ['binance-spot', 'GONEUSDT'] as const,
];
const instrumentOf = (source: string, symbol: string) =>
  INSTRUMENTS.find((i) => i.source === source && i.symbol === symbol);
const STRATEGIES = [...[...strategyById.keys()].slice(0, 4), 999_999];
const TIMEFRAMES = [60, 240];
const MARKET = 'crypto';

const ZONES = [
  { from: 90, to: 95 },
  { from: 1, to: 2 },
  { from: 300, to: 310 },
];
const DISTANCES = [1, 60, 150];

const scanMatch = fc.record({
  series: fc.integer({ min: 0, max: SYMBOLS.length * TIMEFRAMES.length - 1 }),
  strategyId: fc.constantFrom(...STRATEGIES),
  type: fc.constantFrom<ScanMatch['type']>('buy', 'sell', 'neutral'),
  // Few dates, so ties in date (ordered by id) are common.
  matchDate: fc.integer({ min: 0, max: 6 }).map((n) => 1_790_000_000 + n * 3600),
  passedCandle: fc.integer({ min: 0, max: 5 }),
  // Zones below, around and far above the assets' prices (10 to 170): distances of 0, under 100 and over 100 percent.
  zone: fc.constantFrom(...ZONES),
  // What a row without asset statistics lists.
  distance: fc.constantFrom(...DISTANCES),
  pivotType: fc.constantFrom<ScanMatch['pivotType']>(...PIVOT_TYPES.slice(0, 3)),
  currentPrice: fc.double({ min: 1, max: 200, noNaN: true }),
  // Charts of the shapes the engine draws (none, named points, XMoon's contributor keys) and one it never draws.
  chart: fc.constantFrom(0, 1, 2, 3),
  state: fc.constantFrom<ScanMatch['state']>('forming', 'active', 'triggered', 'invalidated'),
  formingInvalidation: fc.option(fc.double({ min: 1, max: 200, noNaN: true }), { nil: undefined }),
});
type Fields = typeof scanMatch extends fc.Arbitrary<infer T> ? T : never;

const chartOf = (kind: number, strategyId: number, date: number): ScanMatch['chartData'] =>
  [
    {},
    { X: { date, value: 1.5 }, A: { date: date + 60, value: 2 }, przTop: { date, value: strategyId } },
    { [`${strategyId}@60`]: { date, value: 3 }, '7@240': { date: date - 1, value: 4 } },
    { odd: { date, value: 'not a number' } } as never,
  ][kind]!;

const toScan = (fields: Fields, n: number): ScanMatch => {
  const [source, symbol] = SYMBOLS[fields.series % SYMBOLS.length]!;
  const timeframe = TIMEFRAMES[Math.floor(fields.series / SYMBOLS.length)]!;
  return {
    id: `${source}-${symbol}-${timeframe}-${String(n).padStart(3, '0')}`,
    source,
    symbol,
    timeframe,
    strategyId: fields.strategyId,
    type: fields.type,
    matchDate: fields.matchDate,
    price: 100,
    passedCandle: fields.passedCandle,
    distance: fields.distance,
    zone: fields.zone,
    pivotType: fields.pivotType,
    chartData: chartOf(fields.chart, fields.strategyId, fields.matchDate),
    ...(fields.formingInvalidation === undefined ? {} : { formingInvalidation: fields.formingInvalidation }),
    invalidation: 80,
    trigger: 96,
    target: 110 + fields.passedCandle,
    state: fields.state,
    validity: 10,
    currentPrice: fields.currentPrice,
  } as ScanMatch;
};

// Asset statistics for all but ETHBTC (its rows then join their own price), with equal changes so sorts tie.
const ASSETS = new Map<string, AssetView>(
  INSTRUMENTS.filter((i) => i.symbol !== 'ETHBTC').map((i, n) => [
    i.id,
    {
      id: i.id,
      price: 10 + n * 40,
      change24h: n % 2,
      volume24h: 1000 * n,
      marketcap: n === 1 ? null : 1e6 * n,
    } as never,
  ]),
);

// The same assets a tick later: every statistic moved (the group selections stand, the c_ fields do not).
const MOVED = new Map<string, AssetView>(
  [...ASSETS].map(([id, asset]) => [
    id,
    {
      ...asset,
      price: asset.price + 1,
      change24h: 1 - asset.change24h,
      marketcap: asset.marketcap === null ? 5e5 : asset.marketcap * 2,
    },
  ]),
);

/** An access rule that depends on every part of the reference (a stand-in for the domain's plans). */
const canSee = (ref: MatchRef, strategy: CatalogStrategy): boolean =>
  (ref.base.length + ref.quote.length + ref.timeframe + strategy.id + ref.source.length) % 3 !== 0;
const receivedAt = (id: string) => 1_800_000_000_000 + id.length;

/** The old request path: every live match built into a row (access checked per match), then filtered. */
const reference = (live: readonly ScanMatch[], query: ReturnType<typeof matchesQuerySchema.parse>) => {
  const rows: ListedMatch[] = [];
  for (const match of live) {
    const found = instrumentOf(match.source, match.symbol);
    const strategy = strategyById.get(match.strategyId);
    if (found?.market !== MARKET || strategy === undefined) continue;
    const ref = {
      source: match.source,
      base: found.base,
      quote: found.quote,
      timeframe: match.timeframe,
      strategyId: match.strategyId,
    };
    if (!canSee(ref, strategy)) continue;
    rows.push(listedFromScan(match, MARKET, found, strategy, ASSETS.get(found.id), receivedAt(match.id)));
  }
  return filterMatches(rows, query);
};

const indexOf = (live: readonly ScanMatch[]) => {
  const index = new MatchIndex(() => 0);
  const bySeries = new Map<string, ScanMatch[]>();
  for (const match of live) {
    const key = `${match.source}|${match.symbol}|${match.timeframe}`;
    bySeries.set(key, [...(bySeries.get(key) ?? []), match]);
  }
  for (const matches of bySeries.values()) {
    const { source, symbol, timeframe } = matches[0]!;
    index.apply({ source, symbol, timeframe } as SeriesKey, { added: [], removed: [], current: matches });
  }
  return { index, order: [...bySeries.values()].flat() };
};

// At most two filters a query, so most queries keep rows and the orders, ties and pages are exercised.
const filterArbitraries = {
  source: fc.constantFrom('binance-spot', 'bybit-futures'),
  strategyIds: fc.array(fc.constantFrom(...STRATEGIES), { minLength: 1, maxLength: 3 }),
  bases: fc.array(fc.constantFrom('btc', 'eth'), { minLength: 1, maxLength: 2 }),
  quotes: fc.array(fc.constantFrom('usdt', 'btc'), { minLength: 1, maxLength: 2 }),
  timeframes: fc.array(fc.constantFrom(...TIMEFRAMES), { minLength: 1, maxLength: 2 }),
  pivotTypes: fc.array(fc.constantFrom(...PIVOT_TYPES.slice(0, 3)), { minLength: 1, maxLength: 2 }),
  positions: fc.array(fc.constantFrom('buy', 'sell', 'neutral'), { minLength: 1, maxLength: 2 }),
  price: fc.record({ from: fc.integer({ min: 0, max: 120 }), to: fc.constantFrom(null, 150) }),
  change: fc.record({ to: fc.constantFrom(0, 1) }),
  volume: fc.record({ from: fc.constantFrom(0, 500, 3000) }),
  search: fc.constantFrom('', 'bt', 'eth/btc', 'eth coin', 'usdt'),
};
const filters = fc.record(filterArbitraries);
const queries = fc
  .tuple(
    filters,
    fc.subarray(Object.keys(filterArbitraries), { maxLength: 2 }),
    fc.record(
      {
        sort: fc.constantFrom(...MATCH_SORTS),
        groupBy: fc.constant('asset' as const),
        page: fc.integer({ min: 1, max: 3 }),
        pageSize: fc.constantFrom(10, 20),
      },
      { requiredKeys: ['sort', 'page', 'pageSize'] },
    ),
  )
  .map(([all, chosen, paging]) => ({
    ...Object.fromEntries(chosen.map((name) => [name, all[name as keyof typeof all]])),
    ...paging,
  }));

const live = fc
  .array(scanMatch, { minLength: 20, maxLength: 300, size: 'medium' })
  .map((drawn) => drawn.map((fields, n) => toScan(fields, n)));

describe('the live matches index', () => {
  it('answers every page, asset page, count and gauge exactly as building every row and filtering did', () => {
    fc.assert(
      fc.property(live, queries, (matches, input) => {
        const query = matchesQuerySchema.parse(input);
        const { index, order } = indexOf(matches);
        const expected = reference(order, query);
        // Twice over one access memo: the second answer reads the decisions the first one stored per group.
        // The second one also reuses the first one's group selection (asset filters answered anew).
        const decisions = new AccessMemo().of('fingerprint');
        const groups = new GroupMemo().of('fingerprint');
        const deps = {
          market: MARKET,
          query,
          instrumentOf,
          assets: ASSETS,
          canSee,
          decisions,
          groups,
        } as const;
        expect(selectLive(index.table(), deps).total).toBe(expected.length);
        const selection = selectLive(index.table(), deps);
        // A query differing only in what the group selection does not read (here a volume bound every row passes)
        // reuses it, and answers as a fresh selection does.
        const wider = {
          ...query,
          ...{ source: undefined, bases: undefined, quotes: undefined, search: undefined },
          ...{ price: undefined, change: undefined, volume: undefined },
        };
        const reused = selectLive(index.table(), { ...deps, query: { ...wider, volume: { from: -1 } } });
        const fresh = selectLive(index.table(), {
          ...deps,
          query: wider,
          decisions: undefined,
          groups: undefined,
        });
        expect(reused.total).toBe(fresh.total);
        expect(JSON.stringify(countLive(reused.selected))).toBe(JSON.stringify(countLive(fresh.selected)));
        expect(selection.total).toBe(expected.length);
        const rowOf = ({ sel, i }: { sel: (typeof selection.selected)[number]; i: number }) => {
          const match = matchAt(sel.segment, i);
          const { market: _market, ...row } = listedFromScan(
            match,
            MARKET,
            sel.instrument,
            strategyById.get(match.strategyId)!,
            sel.asset,
            receivedAt(match.id),
          );
          return row;
        };
        const { sort, page, pageSize } = query;
        if (query.groupBy === 'asset') {
          const want = pageAssets(expected, sort, page, pageSize);
          // Written: JSON.stringify's bytes of each asset, the first time and from the kept assets the second.
          for (let round = 0; round < 2; round++) {
            const written = pageLiveAssetsWritten(selection, sort, page, pageSize);
            expect(written.total).toBe(want.total);
            expect(written.items.map((item) => item.bytes.toString())).toEqual(
              want.items.map((item) => JSON.stringify(item)),
            );
            expect(written.items.map((item) => item.strategies)).toEqual(
              want.items.map((item) => item.strategies.length),
            );
          }
          // Over the same group selection, other instruments kept or another sort, then the statistics moved: kept
          // assets are reused only where they read the same, so each answer is a fresh selection's.
          const other = MATCH_SORTS[(MATCH_SORTS.indexOf(sort) + 1) % MATCH_SORTS.length]!;
          const moved = { ...deps, query: wider, assets: MOVED };
          for (const [them, order] of [
            [deps, sort],
            [deps, other],
            [moved, other],
            [moved, sort],
          ] as const) {
            const written = pageLiveAssetsWritten(selectLive(index.table(), them), order, 1, pageSize);
            const fresh = selectLive(index.table(), { ...them, decisions: undefined, groups: undefined });
            expect(written.items.map((item) => item.bytes.toString())).toEqual(
              pageLiveAssetsWritten(fresh, order, 1, pageSize).items.map((item) => item.bytes.toString()),
            );
          }
        } else {
          const want = pageMatches(expected, sort, page, pageSize);
          const got = pageLive(selection, sort, page, pageSize);
          expect(got.total).toBe(want.total);
          expect(got.refs.map(rowOf)).toEqual(want.items.map(({ market: _market, ...row }) => row));
        }
        // Same keys in the same order, not only the same numbers; the second count reads the per-strategy sums the
        // first one kept for this group selection, and the reused selection's over the wider query reads them too.
        expect(JSON.stringify(countLive(selection.selected))).toBe(JSON.stringify(countMatches(expected)));
        expect(JSON.stringify(countLive(selection.selected))).toBe(JSON.stringify(countMatches(expected)));
        const again = selectLive(index.table(), { ...deps, query: { ...wider, volume: { from: -2 } } });
        expect(JSON.stringify(countLive(again.selected))).toBe(JSON.stringify(countLive(fresh.selected)));
        // Over the same group selection, other instruments kept: a selection of their own, not the last one.
        const narrower = { ...wider, bases: ['eth'] };
        expect(selectLive(index.table(), { ...deps, query: narrower }).total).toBe(
          selectLive(index.table(), { ...deps, query: narrower, decisions: undefined, groups: undefined })
            .total,
        );
        const sides = { buy: 0, sell: 0, neutral: 0, total: expected.length };
        for (const row of expected) sides[row.type as 'buy' | 'sell' | 'neutral'] += 1;
        expect(sidesLive(selection.selected)).toEqual(sides);
      }),
      { numRuns: 1500 },
    );
  }, 60_000);

  it("joins an advanced pack's entries per asset exactly as checking every entry on every built row did", () => {
    const entry = fc.record(
      {
        // Two strategies, so entries often share a group and their windows overlap, nest or part.
        strategyId: fc.constantFrom(...STRATEGIES.slice(0, 2)),
        timeframe: fc.array(fc.constantFrom(...TIMEFRAMES), { maxLength: 2 }),
        passedCandle: fc.record({ from: fc.integer({ min: 0, max: 3 }), to: fc.integer({ min: 2, max: 5 }) }),
        // Listed distances: to the asset's price from the row's zone, or the stored one without statistics; the whole
        // 0-100 (the packs' default) and wider windows hold on every row of some series only.
        distance: fc.record({
          from: fc.constantFrom(0, 1, 5),
          to: fc.constantFrom(1, 20, 100, 100, 1000, 10_000),
        }),
        pivotType: fc.array(fc.constantFrom(...PIVOT_TYPES.slice(0, 3)), { maxLength: 2 }),
      },
      { requiredKeys: ['strategyId'] },
    ) as fc.Arbitrary<StoredEntry>;
    fc.assert(
      fc.property(
        live,
        fc.array(entry, { minLength: 1, maxLength: 4 }),
        fc.constantFrom({}, { positions: ['buy', 'sell'] }, { price: { from: 50, to: null } }),
        // Half the runs, one zone and stored distance for every row: whole series inside or outside the windows.
        fc.option(fc.tuple(fc.constantFrom(...ZONES), fc.constantFrom(...DISTANCES)), { nil: undefined }),
        (drawn, items, filter, same) => {
          const matches =
            same === undefined ? drawn : drawn.map((m) => ({ ...m, zone: same[0], distance: same[1] }));
          const query = matchesQuerySchema.parse(filter);
          const { index, order } = indexOf(matches);
          // The old path: every visible row built, every entry checked on it, assets kept where all entries hold.
          const byAsset = new Map<string, { ids: string[]; held: Set<number> }>();
          for (const row of reference(order, query)) {
            const asset = `${row.source}:${row.symbol}`;
            const found = byAsset.get(asset) ?? { ids: [], held: new Set<number>() };
            byAsset.set(asset, found);
            let holds = false;
            items.forEach((item, e) => {
              if (entryHolds(item, row)) {
                holds = true;
                found.held.add(e);
              }
            });
            if (holds) found.ids.push(row.id);
          }
          const want = [...byAsset.values()]
            .filter(({ held }) => held.size === items.length)
            .flatMap(({ ids }) => ids);
          const { selected } = selectLive(index.table(), {
            market: MARKET,
            query,
            instrumentOf,
            assets: ASSETS,
            canSee,
            keepGroup: (_instrument, timeframe, group) =>
              items.some((item) => entryMayHold(item, { ...group, timeframe })),
          });
          const got: string[] = [];
          const total = dynamicLive(selected, items, (sel, i) => got.push(sel.segment.ids[i]!) > 0);
          expect(got.sort()).toEqual(want.sort());
          expect(total).toBe(want.length);
          // A visitor that takes only each group's first row still learns every row's count.
          const firsts: string[] = [];
          expect(dynamicLive(selected, items, (sel, i) => firsts.push(sel.segment.ids[i]!) < 0)).toBe(
            want.length,
          );
          expect(firsts.every((id) => want.includes(id))).toBe(true);
        },
      ),
      { numRuns: 1500 },
    );
  }, 60_000);

  it('keeps every series newest first and in the store order as matches arrive, advance and leave', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.array(scanMatch, { maxLength: 8 }))),
        (steps) => {
          const index = new MatchIndex(() => 0);
          const store = new Map<string, ScanMatch[]>();
          let n = 0;
          for (const [series, drawn] of steps) {
            const [source, symbol] = SYMBOLS[series]!;
            const key = { source, symbol, timeframe: 60 } as SeriesKey;
            const before = store.get(`${source}|${symbol}`) ?? [];
            // Keep some of the series' matches (advanced a candle), add the new ones.
            const kept = before
              .filter((_, i) => i % 2 === 0)
              .map((m) => ({ ...m, passedCandle: m.passedCandle + 1 }));
            const current = [
              ...kept,
              ...drawn.map((fields) => ({ ...toScan({ ...fields, series }, n++), timeframe: 60 })),
            ];
            const ids = new Set(current.map((m) => m.id));
            index.apply(key, {
              added: current.filter((m) => !before.some((b) => b.id === m.id)),
              removed: before.filter((m) => !ids.has(m.id)),
              current,
            });
            if (current.length === 0) store.delete(`${source}|${symbol}`);
            else store.set(`${source}|${symbol}`, current);
          }
          const segments = [...index.segments()];
          expect(segments.map((s) => `${s.source}|${s.symbol}`)).toEqual([...store.keys()]);
          for (const segment of segments) {
            const want = [...store.get(`${segment.source}|${segment.symbol}`)!].sort(newestFirst);
            expect(matchesOf(segment)).toEqual(want);
            expect([...segment.passed]).toEqual(want.map((m) => m.passedCandle));
            expect(segment.groups.reduce((sum, g) => sum + g.count, 0)).toBe(want.length);
          }
          expect(index.size).toBe([...store.values()].reduce((sum, list) => sum + list.length, 0));
        },
      ),
    );
  });

  it('stamps a match when first seen, keeps the stamp while it stays, and forgets it when it leaves', () => {
    let now = 1000;
    const index = new MatchIndex(() => now);
    const key = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 } as SeriesKey;
    const a = toScan(
      {
        series: 0,
        strategyId: STRATEGIES[0]!,
        type: 'buy',
        matchDate: 1,
        passedCandle: 0,
        zone: { from: 90, to: 95 },
        distance: 1,
        pivotType: 'Major',
        currentPrice: 1,
        chart: 0,
        formingInvalidation: undefined,
        state: 'active',
      },
      1,
    );
    const b = { ...a, id: 'b' };
    index.apply(key, { added: [a], removed: [], current: [a] });
    now = 2000;
    index.apply(key, { added: [b], removed: [], current: [a, b] });
    expect([index.receivedAt(a), index.receivedAt(b)]).toEqual([1000, 2000]);
    const version = index.version;
    index.apply(key, { added: [], removed: [a], current: [b] });
    expect(index.receivedAt(a)).toBeUndefined();
    expect(index.version).toBeGreaterThan(version);
  });
});
