import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, signUpUser, startTestApp, type TestApp } from '../../test';

const ADMIN = { email: 'boss@tradescope.test', password: 'a strong admin password' };
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(() => t.close());

const signInAdmin = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: ADMIN });
  const session = cookieOf(res)!;
  const token = await t.app.inject({ method: 'GET', url: '/api/v1/token', cookies: { ts_session: session } });
  return { session, headers: { authorization: `Bearer ${token.json().data.token}` } };
};

describe('the administrator', () => {
  it('is created at first start from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const row = await t.db
      .selectFrom('users')
      .select(['role'])
      .where('email', '=', ADMIN.email)
      .executeTakeFirst();
    expect(row?.role).toBe('administrator');
  });

  it('acts as a user until logout clears the impersonation, then is themself again', async () => {
    const admin = await signInAdmin();
    const user = await signUpUser(t.app);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/impersonate',
      headers: admin.headers,
      payload: { userId: user.userId },
    });
    expect(start.statusCode).toBe(200);
    const impersonation = cookieOf(start, 'ts_impersonate')!;
    const cookies = { ts_session: admin.session, ts_impersonate: impersonation };

    const asUser = await t.app.inject({ method: 'GET', url: '/api/v1/token', cookies });
    expect(asUser.json().data.impersonating).toBe(true);
    const claims = JSON.parse(Buffer.from(asUser.json().data.token.split('.')[1], 'base64url').toString());
    expect(claims.sub).toBe(user.userId);

    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out', cookies });
    expect(out.json().data.endedImpersonation).toBe(true);
    expect(out.cookies.find((c) => c.name === 'ts_impersonate')?.value).toBe('');
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/token', cookies });
    expect(again.json().data.impersonating).toBe(false);
  });

  it('refuses impersonation to anyone else, and an impersonation cookie alone gets no token', async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/impersonate',
      headers: user.headers,
      payload: { userId: other.userId },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('auth.forbidden');

    const admin = await signInAdmin();
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/impersonate',
      headers: admin.headers,
      payload: { userId: other.userId },
    });
    const stolen = cookieOf(start, 'ts_impersonate')!;
    const alone = await t.app.inject({
      method: 'GET',
      url: '/api/v1/token',
      cookies: { ts_impersonate: stolen },
    });
    expect(alone.statusCode).toBe(403);
    const withUsersOwn = await t.app.inject({
      method: 'GET',
      url: '/api/v1/token',
      cookies: { ts_session: user.session, ts_impersonate: stolen },
    });
    expect(withUsersOwn.json().data.impersonating).toBe(false);
  });

  it('answers a request without a bearer token with 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/impersonate',
      payload: { userId: 'x' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('auth.unauthorized');
  });
});
