import { matchesPageSchema, successEnvelopeSchema } from '@tradescope/domain';
import {
  CLASSIC_PACK_STRATEGY_IDS,
  type PastMatch,
  type ScanMatch,
  type SeriesKey,
} from '@tradescope/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../test';
import { matchesOf } from '../live-matches';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MARKET_DATA: 'replay' });
  await t.app.liveMatches.idle();
}, 60_000);
afterAll(() => t?.close());

const FOUR_HOURS = 240 * 60;

/** Empties every series of the free crypto scope (binance-spot, btc, 4 h), live and past: a quiet market. */
const quietFreeScope = () => {
  const { index, instrumentOf } = t.app.liveMatches;
  for (const segment of [...index.segments()]) {
    const instrument = instrumentOf(segment.source, segment.symbol);
    if (segment.source !== 'binance-spot' || segment.timeframe !== 240 || instrument?.base !== 'btc')
      continue;
    const key = { source: segment.source, symbol: segment.symbol, timeframe: 240 } as SeriesKey;
    index.apply(key, { added: [], removed: matchesOf(segment), current: [] });
    index.clearPast(key);
  }
};

describe('a free user when nothing in the plan is live', () => {
  it('lists the latest ended matches of the free scope, each marked with when it ended, and only while nothing is live', async () => {
    quietFreeScope();
    const { index } = t.app.liveMatches;
    const key = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 240 } as SeriesKey;
    const matchDate = Math.floor(t.clock.now / 1000 / FOUR_HOURS) * FOUR_HOURS - 20 * FOUR_HOURS;
    const match: ScanMatch = {
      id: `past-${matchDate}`,
      source: key.source,
      symbol: key.symbol,
      timeframe: 240,
      strategyId: CLASSIC_PACK_STRATEGY_IDS[0]!,
      type: 'buy',
      matchDate,
      price: 90_000,
      passedCandle: 20,
      distance: 1,
      zone: { from: 89_000, to: 90_000 },
      pivotType: 'Minor',
      chartData: {},
      state: 'expired',
      invalidation: 85_000,
      trigger: 90_000,
      target: 100_000,
      validity: 10,
      currentPrice: 91_000,
    };
    const endedAt = matchDate + 11 * FOUR_HOURS;
    index.applyPast(key, [{ ...match, endedAt } satisfies PastMatch]);

    const user = await signUpUser(t.app);
    const post = (url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.headers, payload });
    const res = await post('/crypto/matches', { strategyPack: 'classic' });
    expect(res.statusCode).toBe(200);
    const page = successEnvelopeSchema(matchesPageSchema).parse(res.json()).data;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: match.id,
      base: 'btc',
      endedAt: new Date(endedAt * 1000).toISOString(),
    });
    // The grid and the phone list (by asset) read the same fallback.
    const byAsset = (await post('/crypto/matches', { groupBy: 'asset' })).json().data;
    expect(byAsset.items[0].strategies).toEqual([
      {
        strategyId: match.strategyId,
        latest: {
          id: match.id,
          timeframe: match.timeframe,
          matchTimestamp: matchDate,
          type: match.type,
          endedAt: new Date(endedAt * 1000).toISOString(),
          state: 'expired',
        },
        timeframes: [match.timeframe],
        count: 1,
      },
    ]);
    // The gauge counts what is live: nothing.
    expect((await post('/crypto/matches/count/aggregate', {})).json().data.total).toBe(0);

    // Once a match of the scope is live again, the list is the live one, with no past rows.
    const liveOne = { ...match, id: 'live-one' };
    index.apply(key, { added: [liveOne], removed: [], current: [liveOne] });
    const live = (await post('/crypto/matches', {})).json().data;
    expect(live.total).toBe(1);
    expect(live.items[0].id).toBe('live-one');
    expect(live.items[0].endedAt).toBeUndefined();
  });

  it('finds ended matches in the replay’s own history, so a quiet scope is not blank from the start', () => {
    const past = [...t.app.liveMatches.index.pastTable().segments];
    expect(past.length).toBeGreaterThan(0);
    for (const segment of past)
      for (const row of matchesOf(segment) as PastMatch[]) expect(row.endedAt).toBeGreaterThan(row.matchDate);
    // Every ended match of twelve exchanges' history, checked one by one.
  }, 30_000);
});
