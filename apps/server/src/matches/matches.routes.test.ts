import {
  assetMatchesPageSchema,
  COUNTED_STATES,
  defaultSettings,
  matchesCountSchema,
  matchesPageSchema,
  matchesSidesSchema,
  matchSchema,
  successEnvelopeSchema,
} from '@tradescope/domain';
import { CLASSIC_PACK_STRATEGY_IDS, catalog } from '@tradescope/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPro, signUpProUser, signUpUser, startTestApp, storeAccess, type TestApp } from '../../test';
import { createUsersRepo } from '../users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MARKET_DATA: 'replay' });
  await t.app.liveMatches.idle();
}, 60_000);
afterAll(() => t?.close());

type SignedUp = Awaited<ReturnType<typeof signUpUser>>;
const post = (user: SignedUp, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.headers, payload });

describe('matches from the replay feed', () => {
  it('scans every bundled series at start', () => {
    expect(t.app.liveMatches.stats().liveMatches).toBeGreaterThan(0);
  });

  it('lists a paid user matches of every kind, 25 a page, most recent first, with the c_ fields joined', async () => {
    const user = await signUpProUser(t);
    const res = await post(user, '/crypto/matches');
    expect(res.statusCode).toBe(200);
    const { items, total, page, pageSize } = res.json().data;
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 25 });
    expect(total).toBeGreaterThan(items.length - 1);
    expect(items.length).toBe(Math.min(25, total));
    const stamps = items.map((match: { matchTimestamp: number }) => match.matchTimestamp);
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    expect(items[0]).toMatchObject({
      c_price: expect.any(Number),
      c_name: expect.any(String),
      source: expect.any(String),
    });
  });

  it('shows a free user only the free allowance: binance-spot, btc, 240, free strategies', async () => {
    const user = await signUpUser(t.app);
    const res = await post(user, '/crypto/matches', { pageSize: 25 });
    const { items, total } = res.json().data;
    const free = new Set(catalog.filter((s) => s.access === 'free').map((s) => s.id));
    for (const match of items) {
      expect(match).toMatchObject({ source: 'binance-spot', base: 'btc', timeframe: 240 });
      expect(free.has(match.strategyId)).toBe(true);
    }
    const paid = await signUpProUser(t);
    expect((await post(paid, '/crypto/matches')).json().data.total).toBeGreaterThan(total);
  });

  it('narrows by the system classic pack and a system asset pack, and counts by strategy, quote and timeframe', async () => {
    const user = await signUpProUser(t);
    const classic = new Set<number>(CLASSIC_PACK_STRATEGY_IDS);
    const { items } = (
      await post(user, '/crypto/matches', { strategyIds: [...classic], assetPacks: ['Top 10'] })
    ).json().data;
    for (const match of items) expect(classic.has(match.strategyId)).toBe(true);
    const counts = (await post(user, '/crypto/matches/count', {})).json().data;
    const total = Object.values(counts as Record<string, Record<string, Record<string, number>>>)
      .flatMap((byQuote) => Object.values(byQuote).flatMap((byTf) => Object.values(byTf)))
      .reduce((sum, n) => sum + n, 0);
    // The counts leave out invalidated matches (listed to show what failed): the list of every other state.
    expect(total).toBe(
      (await post(user, '/crypto/matches', { states: [...COUNTED_STATES] })).json().data.total,
    );
  });

  it('answers the gauge totals and refuses bad requests cleanly', async () => {
    const user = await signUpUser(t.app);
    const totals = (await post(user, '/crypto/matches/count/aggregate', { source: 'binance-spot' })).json()
      .data;
    expect(totals.buy + totals.sell + totals.neutral).toBe(totals.total);
    expect((await post(user, '/forex/matches')).statusCode).toBe(404);
    expect((await post(user, '/crypto/matches', { pageSize: 1000 })).statusCode).toBe(400);
    expect((await post(user, '/crypto/matches', { assetPacks: ['nope'] })).json().message).toBe(
      'market.matched-tabs.pack-not-found',
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/crypto/matches', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('answers in the shapes the routes declare (the hot routes write them unchecked)', async () => {
    const user = await signUpProUser(t);
    const fits = async (
      url: string,
      payload: object,
      schema: Parameters<typeof successEnvelopeSchema>[0],
    ) => {
      const res = await post(user, url, payload);
      expect(res.statusCode).toBe(200);
      const parsed = successEnvelopeSchema(schema).safeParse(res.json());
      expect(parsed.error).toBeUndefined();
    };
    await fits('/crypto/matches', {}, matchesPageSchema);
    await fits('/crypto/matches/chart', { pageSize: 10 }, matchesPageSchema);
    await fits('/crypto/matches', { groupBy: 'asset', pageSize: 20 }, assetMatchesPageSchema);
    await fits('/crypto/matches/count', { strategyPack: 'classic' }, matchesCountSchema);
    await fits('/crypto/matches/count/aggregate', {}, matchesSidesSchema);
    await fits('/crypto/alerts', {}, matchesPageSchema);
  });

  it("gives each match the close of its own candle as price, and the asset's price now as c_price", async () => {
    const user = await signUpProUser(t);
    type Row = {
      source: string;
      symbol: string;
      timeframe: number;
      matchTimestamp: number;
      passedCandle: number;
      price: number;
      c_price: number;
    };
    const res = await post(user, '/commodities/matches', { pageSize: 25, sort: 'matchDate:asc' });
    const { items } = res.json().data as { items: Row[] };
    const older = items.filter((match) => match.passedCandle >= 1);
    expect(older.length).toBeGreaterThan(0);
    for (const match of older) {
      const columns = t.app.marketData.feed.store.get(match.source, match.symbol, match.timeframe)!.columns();
      const bar = columns.time.indexOf(match.matchTimestamp);
      expect(match.price).toBe(columns.close[bar]);
      expect(match.c_price).toBe(t.app.marketData.feed.store.price(match.source, match.symbol)!.price);
    }
    // Prices move: the price at a match days old is not today's.
    expect(older.some((match) => match.price !== match.c_price)).toBe(true);
  });

  it('serves the strategy list as cacheable JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/strategies.json' });
    expect(res.headers['cache-control']).toBe('public, max-age=900');
    expect(res.json()).toHaveLength(catalog.length);
  });

  it('sees a settings edit and an access grant in the very next request, also with requests in flight', async () => {
    const user = await signUpUser(t.app);
    const free = (await post(user, '/crypto/matches')).json().data.total;
    // A request still in flight while the grant is stored must not hand its row read to the next request.
    const inFlight = post(user, '/crypto/matches');
    await grantPro(t, user.userId);
    const [before, after] = await Promise.all([inFlight, post(user, '/crypto/matches')]);
    expect(before.statusCode).toBe(200);
    expect(after.json().data.total).toBeGreaterThan(free);

    const mine = { assetPacks: ['Mine'] };
    expect((await post(user, '/crypto/matches', mine)).json().message).toBe(
      'market.matched-tabs.pack-not-found',
    );
    const settings = defaultSettings();
    settings.crypto.UserAssetPacks = {
      Mine: {
        name: 'Mine',
        title: 'Mine',
        enable: true,
        createDate: 1_790_000_000,
        position: 0,
        isEditable: true,
        settingsName: 'UserAssetPacks',
        lock: false,
        assets: ['btc'],
      } as never,
    };
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/settings/edit',
      headers: user.headers,
      payload: settings,
    });
    expect(edit.statusCode).toBe(200);
    const res = await post(user, '/crypto/matches', mine);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBeGreaterThan(0);
    for (const match of items) expect(match.base).toBe('btc');
  });

  it('reads the rows of users asking together in one query, each request with its own access', async () => {
    const free = await signUpUser(t.app);
    const paid = await signUpProUser(t);
    const rows = await createUsersRepo(t.db).findByIds([free.userId, paid.userId, 'nobody']);
    expect(rows.map((row) => row.id).sort()).toEqual([free.userId, paid.userId].sort());
    const alone = [
      (await post(free, '/crypto/matches')).json().data.total,
      (await post(paid, '/crypto/matches')).json().data.total,
    ];
    const together = await Promise.all([post(free, '/crypto/matches'), post(paid, '/crypto/matches')]);
    expect(together.map((res) => res.json().data.total)).toEqual(alone);
    expect(alone[1]).toBeGreaterThan(alone[0]);
  });
  it('reads the sessions of requests asking together in one batch, and a session ended before them answers 401', async () => {
    const [staying, leaving] = [await signUpUser(t.app), await signUpUser(t.app)];
    const calls = (user: SignedUp) => [
      post(user, '/crypto/matches'),
      post(user, '/crypto/matches/count'),
      post(user, '/crypto/matches/count/aggregate'),
    ];
    const before = await Promise.all([...calls(staying), ...calls(leaving)]);
    expect(before.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      cookies: { ts_session: leaving.session },
    });
    expect(out.statusCode).toBe(200);
    // The same bearer tokens (each verified and known already): only the session read can tell the logout.
    const after = await Promise.all([...calls(staying), ...calls(leaving)]);
    expect(after.map((res) => res.statusCode)).toEqual([200, 200, 200, 401, 401, 401]);
    expect(after[3]!.json()).toEqual({ status: 'error', message: 'auth.unauthorized' });
  });

  it('reads a session with its user in one query: a grant and a sign-out made before a request are both seen', async () => {
    const user = await signUpUser(t.app);
    const users = createUsersRepo(t.db);
    const { id: sessionId } = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const found = await users.findByLiveSessions([sessionId, 'no-such-session']);
    expect(found.map((f) => [f.sessionId, f.user.id, f.user.accessMaps.access])).toEqual([
      [sessionId, user.userId, {}],
    ]);
    const free = (await post(user, '/crypto/matches')).json().data.total;
    await grantPro(t, user.userId);
    expect((await post(user, '/crypto/matches')).json().data.total).toBeGreaterThan(free);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      cookies: { ts_session: user.session },
    });
    expect(await users.findByLiveSessions([sessionId])).toEqual([]);
    expect((await post(user, '/crypto/matches')).statusCode).toBe(401);
  });

  it('lists, counts and serves trendline and support / resistance matches through their system pack', async () => {
    const user = await signUpProUser(t);
    const families = new Map(
      catalog
        .filter((s) => s.group === 'trendline' || s.group === 'support-resistance')
        .map((s) => [s.id, s]),
    );
    const page = (await post(user, '/crypto/matches', { strategyPack: 'Trendlines and levels' })).json().data;
    expect(page.total).toBeGreaterThan(0);
    for (const match of page.items) {
      expect(families.has(match.strategyId)).toBe(true);
      expect(matchSchema.safeParse(match).error).toBeUndefined();
      expect(Object.keys(match.chartData)).toContain('end');
    }
    const counts = (
      await post(user, '/crypto/matches/count', { strategyPack: 'Trendlines and levels' })
    ).json().data as Record<string, Record<string, Record<string, number>>>;
    expect(Object.keys(counts).every((id) => families.has(Number(id)))).toBe(true);
    const listed = (await t.app.inject({ method: 'GET', url: '/strategies.json' })).json() as {
      id: number;
      fa_name: string;
    }[];
    for (const id of families.keys())
      expect(listed.find((s) => s.id === id)?.fa_name).toMatch(/[\u0600-\u06FF]/);
  });

  it('lists and counts ICT matches through their system pack for a user of the ict tier', async () => {
    const user = await signUpUser(t.app);
    const until = Math.floor(t.clock.now / 1000) + 86_400;
    await storeAccess(t.db, user.userId, { access: { ict: until }, globalAccess: { ict: until } });
    const ict = new Map(catalog.filter((s) => s.group === 'ict').map((s) => [s.id, s]));
    const page = (
      await post(user, '/crypto/matches', { strategyPack: 'Smart money (ICT)', pageSize: 25 })
    ).json().data;
    expect(page.total).toBeGreaterThan(0);
    for (const match of page.items) {
      const strategy = ict.get(match.strategyId)!;
      expect(strategy).toBeDefined();
      expect(matchSchema.safeParse(match).error).toBeUndefined();
      // Each match names the structure line (the broken swing, the break by its kind) and FVGs c1 and c3.
      expect(Object.keys(match.chartData)).toContain('broken');
      expect(Object.keys(match.chartData).some((name) => name === 'bos' || name === 'choch')).toBe(true);
      if (strategy.key.startsWith('ict.fvg-return')) expect(Object.keys(match.chartData)).toContain('c1');
    }
    const counts = (await post(user, '/crypto/matches/count', { strategyPack: 'Smart money (ICT)' })).json()
      .data as Record<string, unknown>;
    expect(Object.keys(counts).length).toBeGreaterThan(0);
    expect(Object.keys(counts).every((id) => ict.has(Number(id)))).toBe(true);
  });
  it.each([
    ['Quasimodo and flag limit', 'qm', 'zoneTop'],
    ['RTM supply and demand', 'rtm', 'legOut'],
  ])(
    'lists, counts and serves the %s pack (%s family) with its drawing points',
    async (pack, group, point) => {
      const user = await signUpProUser(t);
      const inPack = new Set(catalog.filter((s) => s.group === 'qm' || s.group === 'rtm').map((s) => s.id));
      const page = (await post(user, '/crypto/matches', { strategyPack: pack })).json().data;
      expect(page.total).toBeGreaterThan(0);
      const ofGroup = page.items.filter(
        (m: { strategyId: number }) => catalog.find((s) => s.id === m.strategyId)?.group === group,
      );
      expect(ofGroup.length).toBeGreaterThan(0);
      for (const match of page.items) {
        expect(inPack.has(match.strategyId)).toBe(true);
        expect(matchSchema.safeParse(match).error).toBeUndefined();
      }
      for (const match of ofGroup) expect(Object.keys(match.chartData)).toContain(point);
      const counts = (await post(user, '/crypto/matches/count', { strategyPack: pack })).json()
        .data as Record<string, unknown>;
      expect(Object.keys(counts).every((id) => inPack.has(Number(id)))).toBe(true);
      const listed = (await t.app.inject({ method: 'GET', url: '/strategies.json' })).json() as {
        id: number;
        group: string;
        fa_name: string;
      }[];
      const family = listed.filter((s) => s.group === group);
      expect(family.length).toBe(group === 'qm' ? 6 : 10);
      for (const s of family) expect(s.fa_name).toMatch(/[\u0600-\u06FF]/);
    },
  );
});
