import {
  type AssetMatches,
  assetMatchesPageSchema,
  MATCH_STATES,
  successEnvelopeSchema,
} from '@tradescope/domain';
import { CLASSIC_PACK_STRATEGY_IDS } from '@tradescope/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpProUser, type signUpUser, startTestApp, type TestApp } from '../../test';
import { loadSystemPacks } from '../system-packs';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MARKET_DATA: 'replay' });
  await t.app.liveMatches.idle();
}, 60_000);
afterAll(() => t?.close());

type SignedUp = Awaited<ReturnType<typeof signUpUser>>;
const data = async (user: SignedUp, url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.headers, payload });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
/** What the web sends when a trader opens an asset: the page's call narrowed to that asset. */
const narrowedTo = (asset: AssetMatches) => ({
  source: asset.source,
  bases: [asset.base],
  quotes: [asset.quote],
});

describe('the assets of the grid view and the phone list (groupBy asset)', () => {
  it('gives each asset, per strategy, its newest match, timeframes and count, as the list narrowed to it has them', async () => {
    const user = await signUpProUser(t);
    const flat = await data(user, '/crypto/matches', { strategyPack: 'classic' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/crypto/matches',
      headers: user.headers,
      payload: { strategyPack: 'classic', groupBy: 'asset', pageSize: 20 },
    });
    // What the web parses with: the domain's schema.
    const page = successEnvelopeSchema(assetMatchesPageSchema).parse(res.json()).data;
    expect(page.pageSize).toBe(20);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items[0]!.strategies[0]!.latest.matchTimestamp).toBe(flat.items[0].matchTimestamp);
    const classic = new Set<number>(CLASSIC_PACK_STRATEGY_IDS);
    let cells = 0;
    for (const asset of page.items) {
      expect(asset.counts.buy + asset.counts.sell + asset.counts.neutral).toBe(asset.total);
      const dates = asset.strategies.map((strategy) => strategy.latest.matchTimestamp);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const opened = await data(user, '/crypto/matches', {
        strategyPack: 'classic',
        ...narrowedTo(asset),
        pageSize: 10,
      });
      expect(opened.total).toBe(asset.total);
      expect(opened.items[0].id).toBe(asset.strategies[0]!.latest.id);
      // Every state counted, as the list lists them.
      const counts = await data(user, '/crypto/matches/count', {
        strategyPack: 'classic',
        ...narrowedTo(asset),
        states: [...MATCH_STATES],
      });
      for (const { strategyId, latest, timeframes, count } of asset.strategies) {
        expect(classic.has(strategyId)).toBe(true);
        const one = await data(user, '/crypto/matches', {
          ...narrowedTo(asset),
          strategyIds: [strategyId],
          pageSize: 10,
        });
        expect(one.total).toBe(count);
        expect(one.items[0]).toMatchObject(latest);
        expect(timeframes).toEqual(Object.keys(counts[strategyId][asset.quote]).map(Number));
        cells += 1;
      }
    }
    expect(cells).toBeGreaterThan(page.items.length);
  }, 60_000);

  it('answers the grid without a pack in the same shape, assets by their 24 h change', async () => {
    const user = await signUpProUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/crypto/matches',
      headers: user.headers,
      payload: { sort: 'change24h:desc', groupBy: 'asset' },
    });
    const page = successEnvelopeSchema(assetMatchesPageSchema.strict()).parse(res.json()).data;
    expect(page.items.length).toBeGreaterThan(1);
    const changes = page.items.map((asset) => asset.c_change24h);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    for (const asset of page.items) {
      expect(asset.strategies.reduce((sum, strategy) => sum + strategy.count, 0)).toBe(asset.total);
      expect(Object.keys(asset).sort()).toEqual(
        [
          ...[
            'id',
            'source',
            'base',
            'quote',
            'pair',
            'name',
            'priceDecimals',
            'strategies',
            'counts',
            'total',
          ],
          ...['c_price', 'c_change24h', 'c_volume', 'c_marketcap'],
        ].sort(),
      );
    }
  });

  it('narrows dynamic by strategy within a qualifying asset: the pack alone decides which assets qualify', async () => {
    const user = await signUpProUser(t);
    const packs = (await loadSystemPacks(t.db)).crypto.AtaAdvanceStrategyPacks;
    let mixed = 0;
    for (const [name, pack] of Object.entries(packs)) {
      if (pack === false) continue;
      const grouped = await data(user, '/crypto/matches/dynamic', { strategyPack: name, groupBy: 'asset' });
      for (const asset of grouped.items as AssetMatches[]) {
        const opened = await data(user, '/crypto/matches/dynamic', {
          strategyPack: name,
          ...narrowedTo(asset),
          pageSize: 10,
        });
        expect(opened.total).toBe(asset.total);
        for (const { strategyId, latest, count } of asset.strategies) {
          const one = await data(user, '/crypto/matches/dynamic', {
            strategyPack: name,
            ...narrowedTo(asset),
            strategyIds: [strategyId],
            pageSize: 10,
          });
          expect(one.total).toBe(count);
          expect(one.items[0].id).toBe(latest.id);
        }
        if (asset.strategies.length > 1) mixed += 1;
      }
    }
    // An asset qualified by two strategies: narrowing to one of them must not disqualify it.
    expect(mixed).toBeGreaterThan(0);
  }, 60_000);
});
