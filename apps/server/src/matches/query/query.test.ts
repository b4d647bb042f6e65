import type { MatchSort } from '@tradescope/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countMatches } from './count-matches';
import { filterMatches } from './filter-matches';
import type { ListedMatch } from './listed-match';
import { matchesQuerySchema } from './matches-query';
import { pageAssets } from './page-assets';
import { pageMatches } from './page-matches';

const match = (overrides: Partial<ListedMatch>): ListedMatch => ({
  id: 'm',
  market: 'crypto',
  base: 'btc',
  quote: 'usdt',
  source: 'binance-spot',
  sourceSymbol: 'BTCUSDT',
  symbol: 'BTCUSDT',
  name: 'Bitcoin',
  pair: 'BTC/USDT',
  price: 100,
  timeframe: 240,
  strategyId: 1,
  mainStrategyId: null,
  strategyName: 'RSI',
  alertName: null,
  matchDate: '2026-11-25T00:00:00.000Z',
  matchTimestamp: 1_790_000_000,
  receiveDate: '2026-11-25T00:00:00.000Z',
  type: 'buy',
  passedCandle: 0,
  distance: 0,
  zone: { from: 99, to: 101 },
  pivotType: 'no pivot',
  chartData: {},
  c_price: 100,
  c_change24h: 1,
  c_volume: 1000,
  c_marketcap: 1e9,
  c_name: 'Bitcoin',
  jumps: [],
  ...overrides,
});
const query = (input: object) => matchesQuerySchema.parse(input);

describe('filterMatches', () => {
  const all = [
    match({ id: 'a', base: 'btc', quote: 'usdt', timeframe: 240, strategyId: 1, c_price: 100, type: 'buy' }),
    match({
      id: 'b',
      base: 'eth',
      quote: 'usdt',
      timeframe: 60,
      strategyId: 2,
      c_price: 10,
      type: 'strong sell',
      c_name: 'Ethereum',
    }),
    match({
      id: 'c',
      base: 'eth',
      quote: 'btc',
      timeframe: 240,
      strategyId: 1,
      c_price: 0.05,
      pivotType: 'Major',
      source: 'bybit-futures',
    }),
  ];
  const ids = (input: object) => filterMatches(all, query(input)).map((m) => m.id);

  it('keeps everything without filters', () => expect(ids({})).toEqual(['a', 'b', 'c']));
  it('filters by source, strategies, bases, quotes and timeframes together', () => {
    expect(ids({ source: 'binance-spot' })).toEqual(['a', 'b']);
    expect(ids({ strategyIds: [1], bases: ['eth'] })).toEqual(['c']);
    expect(ids({ quotes: ['USDT'], timeframes: [60] })).toEqual(['b']);
  });
  it('filters by pivot type and by side, counting strong signals on their side', () => {
    expect(ids({ pivotTypes: ['Major'] })).toEqual(['c']);
    expect(ids({ positions: ['sell'] })).toEqual(['b']);
  });
  it('applies price ranges with open ends', () => {
    expect(ids({ price: { from: 1 } })).toEqual(['a', 'b']);
    expect(ids({ price: { from: 5, to: 50 } })).toEqual(['b']);
  });
  it('searches base, base with quote, and name', () => {
    expect(ids({ search: 'ETH' })).toEqual(['b', 'c']);
    expect(ids({ search: 'eth/btc' })).toEqual(['c']);
    expect(ids({ search: 'ethereum' })).toEqual(['b']);
  });
});

describe('pageMatches', () => {
  const sorts: MatchSort[] = [
    'matchDate:desc',
    'price:asc',
    'marketcap:desc',
    'passedCandle:desc',
    'change24h:asc',
  ];
  const arbitraryMatches = fc.array(
    fc.record({
      id: fc.uuid(),
      matchTimestamp: fc.integer({ min: 1_700_000_000, max: 1_800_000_000 }),
      c_price: fc.double({ min: 0.0001, max: 1e5, noNaN: true }),
      c_change24h: fc.double({ min: -90, max: 900, noNaN: true }),
      c_marketcap: fc.option(fc.double({ min: 1, max: 1e12, noNaN: true }), { nil: null }),
      passedCandle: fc.integer({ min: 0, max: 1000 }),
    }),
    { maxLength: 120 },
  );

  it('gives the same pages as sorting everything', () => {
    fc.assert(
      fc.property(
        arbitraryMatches,
        fc.constantFrom(...sorts),
        fc.integer({ min: 1, max: 6 }),
        (rows, sort, page) => {
          const matches = rows.map((row) => match(row));
          const everything = pageMatches(matches, sort, 1, matches.length || 1).items;
          const { items, total } = pageMatches(matches, sort, page, 25);
          expect(total).toBe(matches.length);
          expect(items.map((m) => m.id)).toEqual(
            everything.slice((page - 1) * 25, page * 25).map((m) => m.id),
          );
        },
      ),
    );
  });

  it('orders most recent first by default and puts a missing market cap last', () => {
    const rows = [
      match({ id: 'old', matchTimestamp: 1 }),
      match({ id: 'new', matchTimestamp: 2, c_marketcap: null }),
    ];
    expect(pageMatches(rows, 'matchDate:desc', 1, 25).items.map((m) => m.id)).toEqual(['new', 'old']);
    expect(pageMatches(rows, 'marketcap:desc', 1, 25).items.map((m) => m.id)).toEqual(['old', 'new']);
  });
});

describe('countMatches', () => {
  it('nests counts by strategy, quote and timeframe', () => {
    const counts = countMatches([
      match({ strategyId: 3, quote: 'usdt', timeframe: 240 }),
      match({ strategyId: 3, quote: 'usdt', timeframe: 240 }),
      match({ strategyId: 3, quote: 'btc', timeframe: 60 }),
    ]);
    expect(counts).toEqual({ '3': { usdt: { '240': 2 }, btc: { '60': 1 } } });
  });
});

describe('matchesQuerySchema', () => {
  it('defaults to the most recent matches, 25 a page, and refuses odd page sizes', () => {
    expect(query({})).toMatchObject({ sort: 'matchDate:desc', page: 1, pageSize: 25 });
    expect(matchesQuerySchema.safeParse({ pageSize: 1000 }).success).toBe(false);
    expect(matchesQuerySchema.safeParse({ sort: 'random' }).success).toBe(false);
  });
});

describe('pageAssets', () => {
  const rows = [
    match({ id: 'a1', base: 'btc', matchTimestamp: 10, type: 'buy' }),
    match({ id: 'e1', base: 'eth', matchTimestamp: 30, type: 'strong sell', c_price: 5 }),
    match({ id: 'a2', base: 'btc', matchTimestamp: 20, type: 'strong buy' }),
    match({ id: 's1', base: 'sol', matchTimestamp: 5, type: 'neutral', c_price: 500 }),
    match({ id: 'a3', base: 'btc', quote: 'btc', matchTimestamp: 40, type: 'sell' }),
  ];

  it('groups matches per asset (source, base and quote), newest first, with side counts', () => {
    const { items, total } = pageAssets(rows, 'matchDate:desc', 1, 25);
    expect(total).toBe(4);
    expect(items.map((asset) => asset.id)).toEqual([
      'binance-spot:btcbtc',
      'binance-spot:ethusdt',
      'binance-spot:btcusdt',
      'binance-spot:solusdt',
    ]);
    const btc = items[2]!;
    expect(btc).toMatchObject({ counts: { buy: 2, sell: 0, neutral: 0 }, total: 2, base: 'btc' });
    expect(btc.strategies).toEqual([
      {
        strategyId: 1,
        latest: { id: 'a2', timeframe: 240, matchTimestamp: 20, type: 'strong buy' },
        timeframes: [240],
        count: 2,
      },
    ]);
  });

  it('carries per strategy its newest match, every timeframe and its count, newest strategy first', () => {
    const btc = [
      match({ id: 'r-old', strategyId: 7, timeframe: 1440, matchTimestamp: 10 }),
      match({ id: 'm-new', strategyId: 3, timeframe: 60, matchTimestamp: 50, type: 'sell' }),
      match({ id: 'r-new', strategyId: 7, timeframe: 15, matchTimestamp: 40 }),
      match({
        id: 'm-old',
        strategyId: 3,
        timeframe: 5,
        matchTimestamp: 30,
        endedAt: '2026-11-25T00:00:00.000Z',
      }),
      match({ id: 'r-mid', strategyId: 7, timeframe: 15, matchTimestamp: 20 }),
    ];
    const [asset] = pageAssets(btc, 'change24h:desc', 1, 25).items;
    expect(asset!.total).toBe(5);
    expect(
      asset!.strategies.map(({ strategyId, latest, timeframes, count }) => [
        strategyId,
        latest.id,
        timeframes,
        count,
      ]),
    ).toEqual([
      [3, 'm-new', [5, 60], 2],
      [7, 'r-new', [15, 1440], 3],
    ]);
    // A past match says when it ended; a live one carries no endedAt at all.
    expect(asset!.strategies[0]!.latest).not.toHaveProperty('endedAt');
    const [past] = pageAssets(btc.slice(3, 4), 'matchDate:desc', 1, 25).items;
    expect(past!.strategies[0]!.latest.endedAt).toBe('2026-11-25T00:00:00.000Z');
  });

  it('orders assets by the sort applied to their best match, and pages them', () => {
    expect(pageAssets(rows, 'price:desc', 1, 2).items.map((asset) => asset.base)).toEqual(['sol', 'btc']);
    const second = pageAssets(rows, 'matchDate:desc', 2, 2);
    expect(second.items.map((asset) => asset.id)).toEqual(['binance-spot:btcusdt', 'binance-spot:solusdt']);
    expect(second.total).toBe(4);
  });
});
