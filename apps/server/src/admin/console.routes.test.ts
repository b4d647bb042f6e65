import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, cookieOf, signInAdministrator, signUpUser, startTestApp, type TestApp } from '../../test';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await startTestApp(ADMIN_ENV);
  admin = await signInAdministrator(t.app);
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/admin${url}`, headers: admin });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin${url}`, headers: admin, payload });

describe('GET admin/users/:userId', () => {
  it('shows a user’s plan and access, sessions, gifts and purchases as the user would see them', async () => {
    const user = await signUpUser(t.app, { displayName: 'Detail Trader' });
    expect(
      (await post(`/users/${user.userId}/grant`, { group: 'crypto', tier: 'pro', days: 30 })).statusCode,
    ).toBe(200);
    expect(
      (await post(`/users/${user.userId}/gifts`, { name: 'Welcome', days: 7, group: 'global', tier: 'pro' }))
        .statusCode,
    ).toBe(201);

    const res = await get(`/users/${user.userId}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail.user).toMatchObject({
      id: user.userId,
      email: user.email,
      displayName: 'Detail Trader',
      plan: 'pro',
      remainedDays: 30,
      remainingGifts: 1,
      role: 'other',
    });
    expect(detail.user.access.pro).toBeGreaterThan(Math.floor(t.clock.now / 1000));
    expect(detail.user).not.toHaveProperty('settings');
    expect(detail.sessions).toHaveLength(1);
    expect(detail.sessions[0].action).toBe('login');
    expect(detail.gifts).toEqual([expect.objectContaining({ name: 'Welcome', days: 7, enable_date: 0 })]);
    expect(detail.purchases).toEqual([]);
    expect(detail.videos).toEqual([]);
  });

  it('answers 404 request.not-found for an unknown user', async () => {
    const res = await get('/users/no-such-user');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('request.not-found');
  });
});

describe('GET admin/health', () => {
  it('tells the feed mode, the scan queue, the counts, the alert backlog and the database size', async () => {
    const res = await get('/health');
    expect(res.statusCode).toBe(200);
    const health = res.json().data;
    expect(health.feed.mode).toBe('off');
    expect(health.sources).toEqual([]);
    expect(health.scans).toEqual({ queued: 0, done: 0 });
    expect(health.counts).toEqual({ series: 0, liveMatches: 0, matchesSeen: 0 });
    expect(health.outboxBacklog).toBe(0);
    expect(health.databaseBytes).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('impersonation', () => {
  it('ends by itself an hour after it began, leaving the administrator signed in as themself', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: ADMIN_ENV.ADMIN_EMAIL, password: ADMIN_ENV.ADMIN_PASSWORD },
      remoteAddress: '127.9.0.1',
    });
    const session = cookieOf(signIn)!;
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/token',
      cookies: { ts_session: session },
    });
    const user = await signUpUser(t.app);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/impersonate',
      headers: { authorization: `Bearer ${bearer.json().data.token}` },
      payload: { userId: user.userId },
    });
    const impersonation = start.cookies.find((cookie) => cookie.name === 'ts_impersonate');
    expect(impersonation?.maxAge).toBe(3600);
    const cookies = { ts_session: session, ts_impersonate: impersonation!.value };

    t.clock.now += 59 * 60 * 1000;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/token', cookies })).json().data.impersonating,
    ).toBe(true);
    t.clock.now += 2 * 60 * 1000;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/token', cookies })).json().data.impersonating,
    ).toBe(false);
  });
});
