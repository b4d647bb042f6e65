import { COUNTED_STATES, MATCH_STATES, type MatchState, matchSchema } from '@tradescope/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpProUser, type signUpUser, startTestApp, type TestApp } from '../../test';

let t: TestApp;
let user: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  t = await startTestApp({ MARKET_DATA: 'replay' });
  await t.app.liveMatches.idle();
  user = await signUpProUser(t);
}, 60_000);
afterAll(() => t?.close());

const post = (url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.headers, payload });
const totalOf = async (payload: object) =>
  (await post('/crypto/matches', payload)).json().data.total as number;

describe('matches by lifecycle state', () => {
  it('serves every match with its state and its invalidation, trigger and target levels', async () => {
    const { items } = (await post('/crypto/matches', { pageSize: 25 })).json().data;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(matchSchema.parse(item)).toMatchObject({
        state: expect.any(String),
        invalidation: expect.any(Number),
        trigger: expect.any(Number),
        target: expect.any(Number),
      });
      // The target lies on the side the match trades: above the trigger for a buy, below for a sell.
      if (item.type === 'buy') expect(item.target).toBeGreaterThan(item.trigger);
      if (item.type === 'sell') expect(item.target).toBeLessThan(item.trigger);
    }
  });

  it('lists only the states asked for, and the states together make the whole list', async () => {
    const all = await totalOf({});
    const byState: Partial<Record<MatchState, number>> = {};
    for (const state of MATCH_STATES) {
      const { items, total } = (await post('/crypto/matches', { states: [state], pageSize: 25 })).json().data;
      for (const item of items) expect(item.state).toBe(state);
      byState[state] = total;
    }
    // The replay's live set holds more than one state, so the filter is seen choosing.
    expect(Object.values(byState).filter((n) => n > 0).length).toBeGreaterThan(1);
    // A live match is never expired: asking for expired ones lists the past ones (nothing live is in that scope).
    const expired = (await post('/crypto/matches', { states: ['expired'] })).json().data.items;
    expect(expired.length).toBeGreaterThan(0);
    for (const item of expired) expect(item.endedAt).toEqual(expect.any(String));
    const { expired: _past, ...live } = byState;
    expect(Object.values(live).reduce((sum, n) => sum + n, 0)).toBe(all);
    expect(await totalOf({ states: ['active', 'triggered'] })).toBe(byState.active! + byState.triggered!);
  });

  it('counts every state but invalidated unless asked, in the counts and the gauge', async () => {
    const counted = await totalOf({ states: [...COUNTED_STATES] });
    const gauge = (await post('/crypto/matches/count/aggregate', {})).json().data;
    expect(gauge.total).toBe(counted);
    const invalidated = await totalOf({ states: ['invalidated'] });
    const asked = (await post('/crypto/matches/count/aggregate', { states: ['invalidated'] })).json().data;
    expect(asked.total).toBe(invalidated);
  });

  it('refuses a state that is not one with the state key, and loses nothing', async () => {
    for (const states of [['pending'], 'active', [1]]) {
      const res = await post('/crypto/matches', { states });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'error',
        message: expect.stringMatching(/^(market\.state-invalid|request\.invalid)$/),
      });
    }
    expect((await post('/crypto/matches', { states: ['pending'] })).json().message).toBe(
      'market.state-invalid',
    );
    expect((await post('/crypto/matches/count', { states: ['Active'] })).json().message).toBe(
      'market.state-invalid',
    );
    expect(await totalOf({})).toBeGreaterThan(0);
  });
});

describe('a live price between closes', () => {
  it('turns a forming match active in the rows, the state filter and the websocket notice alike', async () => {
    const { items } = (await post('/crypto/matches', { states: ['forming'] })).json().data;
    expect(items.length).toBeGreaterThan(0);
    const forming = items[0] as {
      id: string;
      source: string;
      symbol: string;
      timeframe: number;
      strategyId: number;
      zone: { from: number; to: number };
    };
    const notices: (readonly string[])[] = [];
    const stop = t.app.liveMatches.onMatchesChanged(({ states }) => void notices.push(states));
    // Past the once-a-second throttle of any tick the replay sent before.
    t.clock.now += 1000;
    const symbol = forming.symbol.replace('/', '');
    t.app.marketData.feed.events.emit('price', {
      source: forming.source,
      symbol,
      price: (forming.zone.from + forming.zone.to) / 2,
      time: Math.floor(t.clock.now / 1000),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    // The match's own series and strategy, so one page holds it.
    const scope = {
      source: forming.source,
      timeframes: [forming.timeframe],
      strategyIds: [forming.strategyId],
    };
    const ids = async (state: string) =>
      (
        (await post('/crypto/matches', { ...scope, states: [state] })).json().data.items as { id: string }[]
      ).map((item) => item.id);
    expect(await ids('active')).toContain(forming.id);
    expect(await ids('forming')).not.toContain(forming.id);
    expect(notices.flat()).toContain('active');
  });
});
