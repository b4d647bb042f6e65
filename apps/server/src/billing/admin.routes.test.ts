import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, signInAdministrator, signUpUser, startTestApp, type TestApp } from '../../test';
import { DAY_MS, DAY_S, errorKey, nowSeconds, storedUser } from '../../test/billing';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp(ADMIN_ENV);
  admin = await signInAdministrator(t.app);
});
afterAll(() => t.close());

const grant = (headers: Record<string, string>, userId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/users/${userId}/grant`, headers, payload });

const search = (headers: Record<string, string>, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/users${query}`, headers });

describe('administrator grants', () => {
  it('adds days to the chosen map and tier, after a running expiry', async () => {
    const user = await signUpUser(t.app);
    const first = await grant(admin, user.userId, { group: 'global', tier: 'xmoon', days: 20 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.globalAccess).toEqual({ xmoon: nowSeconds(t) + 20 * DAY_S });
    const start = nowSeconds(t);
    t.clock.now += 5 * DAY_MS;
    await grant(admin, user.userId, { group: 'global', tier: 'xmoon', days: 10 });
    await grant(admin, user.userId, { group: 'falcon', tier: 'pro', days: 7 });
    const stored = await storedUser(t, user.userId);
    expect(stored.access.globalAccess.xmoon).toBe(start + 30 * DAY_S);
    expect(stored.access.falconAccess.pro).toBe(nowSeconds(t) + 7 * DAY_S);
    expect(stored.access.limitedAccess).toEqual({});
    expect(stored.last_charge_date).toBeNull();
  });

  it('refuses a bad group, tier or day count with request.invalid and stores nothing', async () => {
    const user = await signUpUser(t.app);
    for (const payload of [
      { group: 'moon', tier: 'pro', days: 1 },
      { group: 'crypto', tier: 'free', days: 1 },
      { group: 'crypto', tier: 'pro', days: 0 },
      { group: 'crypto', tier: 'pro', days: 1.5 },
      { group: 'crypto', tier: 'pro', days: 3651 },
    ]) {
      const res = await grant(admin, user.userId, payload);
      expect(res.statusCode).toBe(400);
      expect(errorKey(res)).toBe('request.invalid');
    }
    expect((await storedUser(t, user.userId)).access.access).toEqual({});
  });

  it('answers an unknown user with 404', async () => {
    const res = await grant(admin, 'no-such-user', { group: 'crypto', tier: 'pro', days: 1 });
    expect(res.statusCode).toBe(404);
    const gift = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/no-such-user/gifts',
      headers: admin,
      payload: { name: 'x', days: 1, group: 'crypto', tier: 'pro' },
    });
    expect(gift.statusCode).toBe(404);
  });

  it('refuses a gift name with control or bidi characters with the pack name rule, storing nothing', async () => {
    const user = await signUpUser(t.app);
    const url = `/api/v1/admin/users/${user.userId}/gifts`;
    for (const name of ['\u202eevil', 'line\nbreak', 'nul\u0000']) {
      const gift = { name, days: 3, group: 'crypto', tier: 'ict' };
      const res = await t.app.inject({ method: 'POST', url, headers: admin, payload: gift });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'market.name-invalid', errors: [{ field: 'name' }] });
    }
    const blank = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { name: '   ', days: 3, group: 'crypto', tier: 'ict' },
    });
    expect(errorKey(blank)).toBe('market.empty-name');
    const rows = await t.db.selectFrom('gifts').select('id').where('user_id', '=', user.userId).execute();
    expect(rows).toEqual([]);
  });

  it('refuses a second gift of the same name for one user', async () => {
    const user = await signUpUser(t.app);
    const gift = { name: 'spring', days: 3, group: 'crypto', tier: 'ict' };
    const url = `/api/v1/admin/users/${user.userId}/gifts`;
    expect((await t.app.inject({ method: 'POST', url, headers: admin, payload: gift })).statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url, headers: admin, payload: gift });
    expect(again.statusCode).toBe(409);
    expect(errorKey(again)).toBe('billing.gift-name-taken');
    const rows = await t.db.selectFrom('gifts').select('id').where('user_id', '=', user.userId).execute();
    expect(rows).toHaveLength(1);
  });

  it('is for administrators only: a user gets 403 and an anonymous caller 401, and nothing is stored', async () => {
    const user = await signUpUser(t.app);
    const self = await grant(user.headers, user.userId, { group: 'crypto', tier: 'hero', days: 365 });
    expect(self.statusCode).toBe(403);
    expect(errorKey(self)).toBe('auth.forbidden');
    const gift = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${user.userId}/gifts`,
      headers: user.headers,
      payload: { name: 'self-made', days: 365, group: 'crypto', tier: 'hero' },
    });
    expect(gift.statusCode).toBe(403);
    expect((await search(user.headers, '')).statusCode).toBe(403);
    expect((await grant({}, user.userId, { group: 'crypto', tier: 'hero', days: 1 })).statusCode).toBe(401);
    expect((await storedUser(t, user.userId)).access.access).toEqual({});
    const gifts = await t.db.selectFrom('gifts').select('id').where('user_id', '=', user.userId).execute();
    expect(gifts).toEqual([]);
  });
});

describe('administrator user search', () => {
  it('finds users by e-mail or display name in any case, 25 a page, newest first', async () => {
    const marker = `Zebra${Date.now()}`;
    const created: string[] = [];
    for (let i = 0; i < 27; i++) {
      t.clock.now += 1000;
      created.push((await signUpUser(t.app, { displayName: `${marker} ${i}` })).userId);
    }
    t.clock.now += 1000;
    const byEmail = await signUpUser(t.app, { email: `${marker.toLowerCase()}.mail@example.com` });

    const first = await search(admin, `?search=${marker.toUpperCase()}`);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({ page: 1, pageSize: 25, total: 28 });
    expect(data.users).toHaveLength(25);
    expect(data.users[0]).toMatchObject({ id: byEmail.userId, email: byEmail.email, role: 'other' });
    expect(data.users[1]).toMatchObject({ id: created[26], displayName: `${marker} 26` });

    const second = (await search(admin, `?search=${marker.toLowerCase()}&page=2`)).json().data;
    expect(second.users.map((user: { id: string }) => user.id)).toEqual([created[2], created[1], created[0]]);
  });

  it('matches % and _ literally', async () => {
    await signUpUser(t.app, { displayName: 'Percent 100% sure' });
    const res = (await search(admin, `?search=${encodeURIComponent('100%')}`)).json().data;
    expect(res.users.map((user: { displayName: string }) => user.displayName)).toEqual(['Percent 100% sure']);
    expect((await search(admin, '?search=_')).json().data.total).toBe(0);
  });

  it('refuses a bad page number', async () => {
    const res = await search(admin, '?page=0');
    expect(res.statusCode).toBe(400);
  });
});
