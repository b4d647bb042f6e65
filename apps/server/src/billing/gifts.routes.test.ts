import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, signInAdministrator, signUpUser, startTestApp, type TestApp } from '../../test';
import { DAY_MS, DAY_S, errorKey, nowSeconds, storedUser } from '../../test/billing';
import { remainingGiftsOf } from './gifts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp(ADMIN_ENV);
  admin = await signInAdministrator(t.app);
});
afterAll(() => t.close());

type GiftInput = { name: string; title?: string; days: number; group: string; tier: string };

const give = (userId: string, gift: GiftInput) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/users/${userId}/gifts`, headers: admin, payload: gift });

const activate = (headers: Record<string, string>, names: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/gift', headers, payload: { names } });

const listGifts = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/user/gifts', headers })).json().data;

/** A user holding a 10-day crypto pro gift and, a second later, a 5-day falcon hero gift. */
const userWithGifts = async () => {
  const user = await signUpUser(t.app);
  await give(user.userId, { name: 'welcome', title: 'Welcome gift', days: 10, group: 'crypto', tier: 'pro' });
  t.clock.now += 1000;
  await give(user.userId, { name: 'falcon-trial', days: 5, group: 'falcon', tier: 'hero' });
  return user;
};

describe('gifts', () => {
  it('lists the caller’s gifts with name, title, days, date and enable_date 0 until activated', async () => {
    const user = await userWithGifts();
    expect(await listGifts(user.headers)).toEqual([
      {
        name: 'welcome',
        title: 'Welcome gift',
        days: 10,
        date: nowSeconds(t) - 1,
        enable_date: 0,
        group: 'crypto',
        tier: 'pro',
      },
      expect.objectContaining({ name: 'falcon-trial', title: 'falcon-trial', enable_date: 0 }),
    ]);
    expect(await remainingGiftsOf(t.db, user.userId)).toBe(2);
    const other = await signUpUser(t.app);
    expect(await listGifts(other.headers)).toEqual([]);
  });

  it('activates one gift: stamps it and adds its days to the access it grants', async () => {
    const user = await userWithGifts();
    t.clock.now += DAY_MS;
    const res = await activate(user.headers, ['welcome']);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ name: 'welcome', enable_date: nowSeconds(t) }),
    ]);
    const stored = await storedUser(t, user.userId);
    expect(stored.access.access.pro).toBe(nowSeconds(t) + 10 * DAY_S);
    expect(stored.access.falconAccess).toEqual({});
    expect(stored.last_charge_date).toBeNull();
    expect(await remainingGiftsOf(t.db, user.userId)).toBe(1);
  });

  it('activates all gifts at once', async () => {
    const user = await userWithGifts();
    const res = await activate(user.headers, ['welcome', 'falcon-trial']);
    expect(res.statusCode).toBe(200);
    const { access } = await storedUser(t, user.userId);
    expect(access.access.pro).toBe(nowSeconds(t) + 10 * DAY_S);
    expect(access.falconAccess.hero).toBe(nowSeconds(t) + 5 * DAY_S);
    expect(await remainingGiftsOf(t.db, user.userId)).toBe(0);
    expect(
      (await listGifts(user.headers)).every((gift: { enable_date: number }) => gift.enable_date > 0),
    ).toBe(true);
  });

  it('refuses an unknown name with its key and activates nothing of the request', async () => {
    const user = await userWithGifts();
    const res = await activate(user.headers, ['welcome', 'no-such-gift']);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: 'profile.gifts-tab.gift-not-found',
      errors: [{ field: 'names.1', key: 'profile.gifts-tab.gift-not-found' }],
    });
    expect((await storedUser(t, user.userId)).access.access).toEqual({});
    expect(await remainingGiftsOf(t.db, user.userId)).toBe(2);
  });

  it('refuses a gift already activated, so its days are never added twice', async () => {
    const user = await userWithGifts();
    await activate(user.headers, ['welcome']);
    const again = await activate(user.headers, ['welcome']);
    expect(again.statusCode).toBe(409);
    expect(errorKey(again)).toBe('profile.gifts-tab.gift-already-activated');
    expect((await storedUser(t, user.userId)).access.access.pro).toBe(nowSeconds(t) + 10 * DAY_S);
  });

  it('grants once when the same gift is activated twice at once', async () => {
    const user = await userWithGifts();
    const results = await Promise.all([
      activate(user.headers, ['welcome']),
      activate(user.headers, ['welcome']),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await storedUser(t, user.userId)).access.access.pro).toBe(nowSeconds(t) + 10 * DAY_S);
  });

  it('cannot activate another user’s gift', async () => {
    const owner = await userWithGifts();
    const thief = await signUpUser(t.app);
    const res = await activate(thief.headers, ['welcome']);
    expect(res.statusCode).toBe(404);
    expect(await remainingGiftsOf(t.db, owner.userId)).toBe(2);
    expect((await storedUser(t, thief.userId)).access.access).toEqual({});
  });

  it('refuses a body without names, and callers without a session', async () => {
    const user = await userWithGifts();
    for (const names of [[], undefined, 'welcome', [42]]) {
      const res = await activate(user.headers, names);
      expect(res.statusCode).toBe(400);
      expect(errorKey(res)).toBe('request.invalid');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/gifts' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/gift',
      payload: { names: ['x'] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the plan a gift gives (spec §6 badges)', () => {
  const planOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers })).json().data;
  const grant = (userId: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/users/${userId}/grant`, headers: admin, payload });

  it('reports an activated gift as the gift plan, so the gift badge shows, and a bought plan over it as the plan', async () => {
    const user = await signUpUser(t.app);
    await give(user.userId, { name: 'welcome', days: 10, group: 'crypto', tier: 'pro' });
    await give(user.userId, { name: 'global-week', days: 7, group: 'global', tier: 'hero' });
    await activate(user.headers, ['welcome', 'global-week']);
    expect(await planOf(user.headers)).toMatchObject({
      plan: 'gift',
      remainedDays: 10,
      globalPlan: 'gift',
      globalRemainedDays: 7,
    });
    expect((await grant(user.userId, { group: 'crypto', tier: 'pro', days: 30 })).statusCode).toBe(200);
    expect(await planOf(user.headers)).toMatchObject({ plan: 'pro', remainedDays: 40, globalPlan: 'gift' });
  });

  it('keeps a plan bought before the gift as the plan', async () => {
    const user = await signUpUser(t.app);
    await grant(user.userId, { group: 'crypto', tier: 'pro', days: 30 });
    await give(user.userId, { name: 'welcome', days: 10, group: 'crypto', tier: 'pro' });
    t.clock.now += DAY_MS;
    await activate(user.headers, ['welcome']);
    expect(await planOf(user.headers)).toMatchObject({ plan: 'pro', remainedDays: 39 });
  });
});
