import { catalog } from '@tradescope/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, storeAccess, type TestApp } from '../../test';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MARKET_DATA: 'replay' });
  await t.app.liveMatches.idle();
}, 60_000);
afterAll(() => t?.close());

const xmoonIds = catalog.filter((strategy) => strategy.group === 'xmoon').map((strategy) => strategy.id);

type User = Awaited<ReturnType<typeof signUpUser>>;
const call = (user: User, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.headers, payload });
const xmoonTotal = async (user: User) =>
  (await call(user, '/crypto/matches', { strategyIds: xmoonIds })).json().data.total as number;

/** A user holding pro and XMoon days on both maps, with a valid national code, XMoon not enabled yet. */
const xmoonHolder = async () => {
  const user = await signUpUser(t.app);
  const until = Math.floor(t.clock.now / 1000) + 30 * 86_400;
  await storeAccess(t.db, user.userId, { access: { pro: until, xmoon: until } });
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/update',
    headers: user.headers,
    payload: { displayName: 'Reza', nationalCode: '0076229645' },
  });
  return user;
};

describe('XMoon matches need XMoon enabled (spec §6)', () => {
  it('hides XMoon matches from an XMoon plan until POST user/enable-xmoon, then lists them', async () => {
    expect(xmoonIds.length).toBeGreaterThan(0);
    const user = await xmoonHolder();
    expect(await xmoonTotal(user)).toBe(0);
    const view = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: user.headers })).json().data;
    // The days are shown, so the profile can offer to enable them; the access map the web locks by has no XMoon yet.
    const before = await view();
    expect(before.remainingDays.cryptoXMoon).toBe(30);
    expect(before.access.xmoon).toBeNull();
    expect((await call(user, '/user/enable-xmoon')).statusCode).toBe(200);
    expect(await xmoonTotal(user)).toBeGreaterThan(0);
    expect((await view()).access.xmoon).toEqual(expect.any(Number));
  });

  it('counts them in the aggregate only once enabled, as it lists them', async () => {
    const user = await xmoonHolder();
    const counted = async () =>
      (await call(user, '/crypto/matches/count/aggregate', { strategyIds: xmoonIds })).json().data
        .total as number;
    expect(await counted()).toBe(0);
    await call(user, '/user/enable-xmoon');
    expect(await counted()).toBe(await xmoonTotal(user));
    expect(await counted()).toBeGreaterThan(0);
  });

  it('still refuses enabling without the plan, with the spec’s message, and lists nothing', async () => {
    const user = await signUpUser(t.app);
    await storeAccess(t.db, user.userId, { access: { pro: Math.floor(t.clock.now / 1000) + 86_400 } });
    const refused = await call(user, '/user/enable-xmoon');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('profile.xmoon.no-plan');
    expect(await xmoonTotal(user)).toBe(0);
  });
});
