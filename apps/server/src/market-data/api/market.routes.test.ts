import {
  defaultBaseOf,
  MARKETS,
  marketAssetSchema,
  pairSchema,
  priceViewSchema,
  sourceNamesOf,
} from '@tradescope/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpProUser, signUpUser, startTestApp, storeAccess, type TestApp } from '../../../test';
import type { AssetView, PriceView, SourceView } from './market-views';

let test: TestApp;
let free: Awaited<ReturnType<typeof signUpUser>>;
let paid: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  test = await startTestApp({ MARKET_DATA: 'replay' });
  free = await signUpUser(test.app);
  paid = await signUpProUser(test, 30);
}, 60_000);

afterAll(() => test.close());

const get = async <T>(url: string, headers: Record<string, string> = free.headers) => {
  const response = await test.app.inject({ method: 'GET', url, headers });
  return {
    status: response.statusCode,
    body: response.json() as { status: string; data: T; message?: string },
  };
};

describe('market data API', () => {
  it('refuses every market-data route without a token', async () => {
    for (const url of [
      '/api/v1/crypto',
      '/api/v1/crypto/prices',
      '/api/v1/crypto/sources',
      '/api/v1/data/time',
    ]) {
      expect((await get(url, {})).status, url).toBe(401);
    }
    const history = await test.app.inject({ method: 'POST', url: '/api/v1/data/history', payload: {} });
    expect(history.statusCode).toBe(401);
  });

  it('answers 404 for a market or a source that does not exist', async () => {
    expect((await get('/api/v1/bonds')).status).toBe(404);
    expect((await get('/api/v1/bonds/sources')).status).toBe(404);
    const unknown = await get('/api/v1/crypto/sources/nasdaq');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('request.not-found');
    expect((await get('/api/v1/crypto/sources/oanda')).status).toBe(404);
    expect((await get('/api/v1/stock/sources/binance-spot/prices')).status).toBe(404);
  });

  it('lists every source of each market with its spec fields, which have replay data, and what the plan opens', async () => {
    for (const market of MARKETS) {
      const { status, body } = await get<{ mode: string; sources: SourceView[] }>(
        `/api/v1/${market}/sources`,
      );
      expect(status).toBe(200);
      expect(body.data.mode).toBe('replay');
      expect(body.data.sources.map((s) => s.name)).toEqual(sourceNamesOf(market));
      for (const source of body.data.sources) {
        expect(source.url).toContain(':base');
        expect(source.quotes.length).toBeGreaterThan(0);
        expect(source.timeframes.length).toBeGreaterThan(0);
        expect(source.chart.defaultTimeframe).toBe(240);
      }
    }
    const crypto = (await get<{ sources: SourceView[] }>('/api/v1/crypto/sources')).body.data.sources;
    // Every crypto exchange quotes the replay's one market.
    expect(crypto.filter((s) => s.hasData).map((s) => s.name)).toEqual(sourceNamesOf('crypto'));
    expect(crypto.filter((s) => !s.locked).map((s) => s.name)).toEqual(['binance-spot']);
    const paidCrypto = (await get<{ sources: SourceView[] }>('/api/v1/crypto/sources', paid.headers)).body
      .data.sources;
    expect(paidCrypto.every((s) => !s.locked)).toBe(true);
  });

  it('describes one source with the symbols it serves and their latest prices', async () => {
    const { body } = await get<SourceView & { symbols: { symbol: string; base: string }[] }>(
      '/api/v1/currencies/sources/oanda',
    );
    expect(body.data.name).toBe('oanda');
    expect(body.data.symbols.map((s) => s.symbol)).toContain('EUR_USD');
    expect(body.data.symbols).toHaveLength(7);
    const prices = await get<PriceView[]>('/api/v1/indices/sources/oanda/prices');
    expect(prices.body.data.map((p) => p.sourceSymbol)).toContain('SPX500_USD');
    expect(prices.body.data.every((p) => p.price > 0 && p.time === test.app.marketData.feed.time())).toBe(
      true,
    );
  });

  it('lists crypto assets as spec Pairs, biggest marketcap first, with only the free allowance unlocked', async () => {
    const { status, body } = await get<AssetView[]>('/api/v1/crypto');
    expect(status).toBe(200);
    // 24 coins on Binance spot and USD-M and on Bybit futures, the six largest on the nine other exchanges.
    expect(body.data).toHaveLength(3 * 24 + 9 * 6);
    for (const { locked, ...pair } of body.data) {
      expect(pairSchema.parse(pair)).toEqual(pair);
      expect(typeof locked).toBe('boolean');
    }
    const caps = body.data.map((asset) => asset.marketcap ?? -1);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
    const btc = body.data.find((asset) => asset.id === 'binance-spot:BTCUSDT')!;
    expect(btc).toMatchObject({
      base: 'btc',
      quote: 'usdt',
      pair: 'BTC/USDT',
      name: 'Bitcoin',
      rank: 1,
      locked: false,
    });
    expect(btc.logo).toBe('/api/v1/logos/btc.svg?v=1');
    expect(btc.volume24h).toBeGreaterThan(btc.volume);
    const unlocked = body.data.filter((asset) => !asset.locked).map((asset) => asset.id);
    expect(unlocked).toEqual(['binance-spot:BTCUSDT']);
    const paidAssets = (await get<AssetView[]>('/api/v1/crypto', paid.headers)).body.data;
    expect(paidAssets.filter((asset) => asset.locked)).toEqual([]);
  });

  it('shows a user of every plan every live match of each asset (XMoon needs the XMoon plan, enabled, besides pro)', async () => {
    const every = await signUpUser(test.app);
    const until = Math.floor(test.clock.now / 1000) + 30 * 86_400;
    const tiers = { pro: until, xmoon: until };
    await storeAccess(test.db, every.userId, { access: tiers, globalAccess: tiers });
    await test.db.updateTable('users').set({ xmoon_enabled: 1 }).where('id', '=', every.userId).execute();
    await test.app.liveMatches.idle();
    for (const market of ['crypto', 'commodities']) {
      const assets = (await get<AssetView[]>(`/api/v1/${market}`, every.headers)).body.data;
      expect(
        assets.some(({ matchesCount: { buy, sell } }) => buy + sell > 0),
        market,
      ).toBe(true);
      for (const asset of assets) expect(asset.matchesCount).toEqual(test.app.liveMatches.countsOf(asset));
    }
  });

  // The aggregate answers with the matches API's access rule: an asset's counts are what the same user sees there.
  it("counts only the matches the user's plan shows, as the matches aggregate does, in crypto and commodities", async () => {
    await test.app.liveMatches.idle();
    const sidesOf = async (market: string, user: typeof free, body: object = {}) => {
      const res = await test.app.inject({
        method: 'POST',
        url: `/api/v1/${market}/matches/count/aggregate`,
        headers: user.headers,
        payload: body,
      });
      return res.json().data as { buy: number; sell: number; neutral: number };
    };
    for (const market of ['crypto', 'commodities']) {
      for (const user of [free, paid]) {
        const assets = (await get<AssetView[]>(`/api/v1/${market}`, user.headers)).body.data;
        const summed = { buy: 0, sell: 0, neutral: 0, total: 0 };
        for (const { matchesCount: counts } of assets) {
          summed.buy += counts.buy;
          summed.sell += counts.sell;
          summed.neutral += counts.neutral;
          summed.total += counts.buy + counts.sell + counts.neutral;
        }
        expect(summed, `${market}, ${user === free ? 'free' : 'paid'}`).toEqual(await sidesOf(market, user));
        for (const asset of assets.filter((each) => each.locked)) {
          expect(asset.matchesCount).toEqual({ buy: 0, sell: 0, neutral: 0 });
        }
      }
    }
    // BTC/USDT is open to a free user, but only its 4-hour matches of free strategies: fewer than a paid user sees.
    const btc = async (user: typeof free) =>
      (await get<AssetView[]>('/api/v1/crypto', user.headers)).body.data.find(
        (asset) => asset.id === 'binance-spot:BTCUSDT',
      )!.matchesCount;
    const query = { source: 'binance-spot', bases: ['btc'], quotes: ['usdt'] };
    const freeSides = await sidesOf('crypto', free, query);
    expect(await btc(free)).toEqual({ buy: freeSides.buy, sell: freeSides.sell, neutral: freeSides.neutral });
    const paidBtc = await btc(paid);
    expect(paidBtc.buy + paidBtc.sell).toBeGreaterThan(freeSides.buy + freeSides.sell);
  });

  it('opens gbp pairs on currencies and everything quoted in usd elsewhere to a free user (DE40 is in euros)', async () => {
    const currencies = (await get<AssetView[]>('/api/v1/currencies')).body.data;
    expect(currencies.filter((a) => !a.locked).map((a) => a.sourceSymbol)).toEqual(['GBP_USD']);
    expect(currencies.every((a) => a.marketcap === null && a.rank === null)).toBe(true);
    for (const market of ['commodities', 'indices', 'stock']) {
      const assets = (await get<AssetView[]>(`/api/v1/${market}`)).body.data;
      expect(assets.length).toBeGreaterThan(0);
      expect(assets.filter((a) => a.locked !== (a.quote !== 'usd'))).toEqual([]);
    }
    const indices = (await get<AssetView[]>('/api/v1/indices')).body.data;
    expect(
      indices
        .filter((a) => a.quote !== 'usd')
        .map((a) => a.sourceSymbol)
        .sort(),
    ).toEqual(['DE30_EUR', 'JP225Y_JPY', 'UK100_GBP']);
    // An index trades no volume of its own: none is shown, not the whole exchange's shares times the level.
    expect(indices.map((a) => [a.volume, a.volume24h]).filter(([v, v24]) => v !== 0 || v24 !== 0)).toEqual(
      [],
    );
    const stocks = (await get<AssetView[]>('/api/v1/stock')).body.data;
    expect(stocks[0]?.rank).toBe(1);
    expect(stocks.every((a) => a.marketcap !== null && a.source === 'lite-finance')).toBe(true);
  });

  it('filters assets by source and refuses a source of another market as a bad query', async () => {
    const bybit = (await get<AssetView[]>('/api/v1/crypto?source=bybit-futures')).body.data;
    expect(bybit).toHaveLength(24);
    expect(bybit.every((a) => a.source === 'bybit-futures')).toBe(true);
    expect((await get('/api/v1/crypto?source=oanda')).status).toBe(400);
    expect((await get('/api/v1/crypto?source=x'.padEnd(80, 'x'))).status).toBe(400);
  });

  it('opens every source with data on a pair it lists (kucoin futures lists bitcoin as btc, not xbt)', async () => {
    const opened: string[] = [];
    for (const market of MARKETS) {
      const sources = (await get<{ sources: SourceView[] }>(`/api/v1/${market}/sources`)).body.data.sources;
      for (const source of sources.filter((each) => each.hasData)) {
        const base = defaultBaseOf(market, source.name);
        const listed = (await get<AssetView[]>(`/api/v1/${market}?source=${source.name}`, paid.headers)).body
          .data;
        expect(
          listed.map((asset) => asset.base),
          `${market} ${source.name}`,
        ).toContain(base);
        opened.push(`${source.name}:${base}`);
      }
    }
    expect(opened).toContain('kucoin-futures:btc');
  });

  it('answers assets and prices in the shapes the routes declare (they are written unchecked)', async () => {
    for (const market of MARKETS) {
      const assets = await get<unknown[]>(`/api/v1/${market}`, paid.headers);
      expect(assets.body.data.length, market).toBeGreaterThan(0);
      for (const asset of assets.body.data) expect(marketAssetSchema.safeParse(asset).error).toBeUndefined();
      const prices = await get<unknown[]>(`/api/v1/${market}/prices`);
      for (const price of prices.body.data) expect(priceViewSchema.safeParse(price).error).toBeUndefined();
    }
  });

  it('gives the latest price of every asset of a market', async () => {
    const prices = (await get<PriceView[]>('/api/v1/stock/prices')).body.data;
    expect(prices.map((p) => p.symbol).sort()).toEqual(
      ['AAPL', 'AMD', 'AMZN', 'GOOGL', 'INTC', 'META', 'MSFT', 'NVDA', 'TSLA', 'TSM'].sort(),
    );
    for (const price of prices) {
      expect(price.price).toBe(test.app.marketData.feed.store.price(price.source, price.symbol)?.price);
    }
  });
});

describe("the matches API's asset statistics", () => {
  it('are built once per market and second, and again when the second moves on', () => {
    const { service } = test.app.marketData;
    const first = service.assetStats('crypto');
    expect(first.size).toBeGreaterThan(0);
    expect(service.assetStats('crypto')).toBe(first);
    expect(service.assetStats('stock')).not.toBe(first);
    test.clock.now += 1000;
    expect(service.assetStats('crypto')).not.toBe(first);
  });
});

describe('the assets counts of a plan that runs out', () => {
  it("drop to the free plan's at the second the plan expires, cached as they are until then", async () => {
    await test.app.liveMatches.idle();
    const lapsing = await signUpUser(test.app);
    const until = Math.floor(test.clock.now / 1000) + 60;
    await storeAccess(test.db, lapsing.userId, { access: { pro: until } });
    const btcOf = async (user: typeof free) =>
      (await get<AssetView[]>('/api/v1/crypto', user.headers)).body.data.find(
        (asset) => asset.id === 'binance-spot:BTCUSDT',
      )!.matchesCount;
    // Each is compared with a user of the same access asked right after it, so a scan in between cannot interfere.
    expect(await btcOf(lapsing)).toEqual(await btcOf(paid));
    test.clock.now = (until - 1) * 1000;
    expect(await btcOf(lapsing)).toEqual(await btcOf(paid));
    test.clock.now = until * 1000;
    const freeCounts = await btcOf(free);
    expect(freeCounts).not.toEqual(await btcOf(paid));
    expect(await btcOf(lapsing)).toEqual(freeCounts);
  });
});
