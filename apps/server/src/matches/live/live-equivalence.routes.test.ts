import { COUNTED_STATES, canSeeMatch, MATCH_SORTS, unixSecondsFromMillis } from '@tradescope/domain';
import { strategyById } from '@tradescope/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpProUser, signUpUser, startTestApp, type TestApp } from '../../../test';
import { loadSystemPacks } from '../../system-packs';
import { accessHolderOf, createUsersRepo } from '../../users';
import { entryHolds, type StoredEntry } from '../advanced-entry';
import { listedFromScan } from '../listed-from-scan';
import {
  countMatches,
  filterMatches,
  type ListedMatch,
  matchesQuerySchema,
  pageAssets,
  pageMatches,
} from '../query';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MARKET_DATA: 'replay' });
  await t.app.liveMatches.idle();
}, 60_000);
afterAll(() => t?.close());

type SignedUp = Awaited<ReturnType<typeof signUpUser>>;

/** The request path the index replaced: every live match built into a row, access checked per match, filtered. */
const reference = async (user: SignedUp, input: object) => {
  const row = await createUsersRepo(t.db).findById(user.userId);
  const holder = accessHolderOf(row!);
  const at = unixSecondsFromMillis(t.clock.now);
  const { feed, service } = t.app.marketData;
  const byId = new Map(feed.instruments().map((i) => [i.id, i]));
  const assets = service.assetStats('crypto');
  const rows: ListedMatch[] = [];
  for (const match of t.app.liveMatches.live.all()) {
    const instrument = byId.get(`${match.source}:${match.symbol}`);
    const strategy = strategyById.get(match.strategyId);
    if (instrument?.market !== 'crypto' || strategy === undefined) continue;
    const ref = { ...match, base: instrument.base, quote: instrument.quote };
    if (!canSeeMatch(holder, 'crypto', ref, strategy, at)) continue;
    rows.push(listedFromScan(match, 'crypto', instrument, strategy, assets.get(instrument.id), 0));
  }
  return filterMatches(rows, matchesQuerySchema.parse(input));
};

const post = async (user: SignedUp, url: string, payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/crypto${url}`,
    headers: user.headers,
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

// Receipt times are the index's own (first seen); everything else must read as the old path answered.
const unstamped = <T extends { receiveDate?: string; market?: string }>({ market: _m, ...row }: T) => ({
  ...row,
  receiveDate: '',
});
// What a JSON answer holds (-0 reads back as 0).
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value));

describe('the matches API over the live index, against the old request path on the replay matches', () => {
  it('answers pages, asset pages, counts and gauges alike for paid and free users', async () => {
    const paid = await signUpProUser(t);
    const free = await signUpUser(t.app);
    const queries: object[] = [
      {},
      { timeframes: [60, 240], positions: ['buy'], price: { from: 0.0001 } },
      { source: 'binance-spot', search: 'btc', page: 2, pageSize: 10 },
      { pivotTypes: ['no pivot', 'Major'], change: { from: 0 }, volume: { from: 1 } },
      ...MATCH_SORTS.map((sort) => ({ sort })),
      ...MATCH_SORTS.map((sort) => ({ sort, groupBy: 'asset', pageSize: 20 })),
      { groupBy: 'asset', page: 2, positions: ['sell', 'neutral'] },
      { states: ['triggered', 'invalidated'], positions: ['buy'] },
      { states: ['active'], groupBy: 'asset' },
    ];
    let seen = 0;
    for (const user of [paid, free])
      for (const input of queries) {
        const query = matchesQuerySchema.parse(input);
        const expected = await reference(user, input);
        const got = await post(user, '/matches', input);
        if (expected.length === 0) {
          // Nothing live: the list falls back to the scope's ended matches, all marked (past-matches.routes.test.ts).
          const rows =
            query.groupBy === 'asset'
              ? got.items.flatMap((asset: { strategies: { latest: object }[] }) =>
                  asset.strategies.map((strategy) => strategy.latest),
                )
              : got.items;
          for (const row of rows) expect(row).toMatchObject({ endedAt: expect.any(String) });
        } else if (query.groupBy === 'asset') {
          const want = pageAssets(expected, query.sort, query.page, query.pageSize);
          expect(got.total).toBe(want.total);
          // An asset carries no receipt time: it reads exactly as the old path's.
          expect(got.items).toEqual(json(want.items));
        } else {
          const want = pageMatches(expected, query.sort, query.page, query.pageSize);
          expect(got.total).toBe(want.total);
          expect(got.items.map(unstamped)).toEqual(json(want.items.map(unstamped)));
        }
        seen += got.total;
        // The counts leave invalidated matches out unless the query names states.
        const counted =
          'states' in input
            ? expected
            : expected.filter((row) => (COUNTED_STATES as readonly string[]).includes(row.state ?? ''));
        expect(JSON.stringify(await post(user, '/matches/count', input))).toBe(
          JSON.stringify(countMatches(counted)),
        );
        const sides = { buy: 0, sell: 0, neutral: 0, total: counted.length };
        for (const row of counted) sides[row.type as 'buy' | 'sell' | 'neutral'] += 1;
        expect(await post(user, '/matches/count/aggregate', input)).toEqual(sides);
      }
    expect(seen).toBeGreaterThan(0);
  }, 60_000);
});

describe('dynamic over the live index, against every row built and every entry checked on it', () => {
  it('lists the assets on which every entry of an advanced pack holds, with those entries matches', async () => {
    const paid = await signUpProUser(t);
    const packs = (await loadSystemPacks(t.db)).crypto.AtaAdvanceStrategyPacks;
    let seen = 0;
    for (const [name, pack] of Object.entries(packs)) {
      if (pack === false) continue;
      const items = pack.items as readonly StoredEntry[];
      for (const input of [
        {},
        { sort: 'change24h:desc', groupBy: 'asset' },
        { positions: ['buy'], page: 2 },
        { sort: 'passedCandle:asc', page: 3, pageSize: 10 },
        { sort: 'price:asc' },
        { sort: 'matchDate:asc', page: 2 },
      ]) {
        const query = matchesQuerySchema.parse(input);
        const byAsset = new Map<string, ListedMatch[]>();
        for (const row of await reference(paid, input)) {
          if (!items.some((entry) => entryHolds(entry, row))) continue;
          const key = `${row.source}|${row.base}|${row.quote}`;
          byAsset.set(key, [...(byAsset.get(key) ?? []), row]);
        }
        const expected = [...byAsset.values()]
          .filter((rows) => items.every((entry) => rows.some((row) => entryHolds(entry, row))))
          .flat();
        const got = await post(paid, '/matches/dynamic', { ...input, strategyPack: name });
        if (query.groupBy === 'asset') {
          const want = pageAssets(expected, query.sort, query.page, query.pageSize);
          expect(got.items).toEqual(json(want.items));
          expect(got.total).toBe(want.total);
        } else {
          const want = pageMatches(expected, query.sort, query.page, query.pageSize);
          expect(got.items.map(unstamped)).toEqual(json(want.items.map(unstamped)));
          expect(got.total).toBe(want.total);
          // The same text too: every row's keys in the listed row's order (market aside).
          for (const [i, row] of want.items.entries())
            expect(Object.keys(got.items[i])).toEqual(Object.keys(row).filter((key) => key !== 'market'));
        }
        seen += got.total;
      }
    }
    expect(seen).toBeGreaterThan(0);
  }, 60_000);
});
