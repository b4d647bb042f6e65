import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, mailsTo, signUpUser, startTestApp, type TestApp, uniqueEmail } from '../../test';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (
  url: string,
  payload: object,
  cookies: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, cookies, remoteAddress });
const token = (cookies: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/token', cookies });
const userRow = (email: string) =>
  t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('sign-up', () => {
  it('creates the account, signs it in with an httpOnly Lax cookie, and a token follows', async () => {
    const email = uniqueEmail();
    const res = await post(
      '/auth/sign-up',
      { email, password: 'correct horse battery', displayName: 'Sara' },
      {},
      '10.0.0.1',
    );
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'ts_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const tokenRes = await token({ ts_session: cookie!.value });
    expect(tokenRes.statusCode).toBe(200);
    expect(tokenRes.json().data).toMatchObject({ token: expect.stringMatching(/^ey/), impersonating: false });
    expect(tokenRes.json().data.expiresAt).toBeGreaterThan(t.clock.now);
  });

  it('stores an argon2id hash and ignores fields the body may not set', async () => {
    const email = uniqueEmail();
    await post(
      '/auth/sign-up',
      {
        email: email.toUpperCase(),
        password: 'correct horse battery',
        displayName: '  Sara  ',
        role: 'administrator',
        access_json: '{"access":{"hero":9999999999}}',
      },
      {},
      '10.0.0.2',
    );
    const row = await userRow(email);
    expect(row).toMatchObject({ role: 'other', display_name: 'Sara', email });
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.parse(row!.access_json).access).toEqual({});
  });

  it.each([
    [
      { email: 'not-an-email', password: 'correct horse battery', displayName: 'A' },
      'profile.profile-tab.email-not-valid',
    ],
    [
      { email: 'a@b.co', password: 'short', displayName: 'A' },
      'profile.change-password-tab.new-password-too-short',
    ],
    [
      { email: 'a@b.co', password: 'correct horse battery', displayName: '   ' },
      'profile.profile-tab.name-empty',
    ],
    [{ email: 'a@b.co', password: 'x'.repeat(300), displayName: 'A' }, 'request.invalid'],
    [{ email: 'a@b.co' }, 'request.invalid'],
  ])('refuses %j with %s', async (body, key) => {
    const res = await post('/auth/sign-up', body, {}, '10.0.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(key);
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const { email } = await signUpUser(t.app);
    const res = await post(
      '/auth/sign-up',
      { email: email.toUpperCase(), password: 'another password', displayName: 'B' },
      {},
      '10.0.0.4',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('auth.email-taken');
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and gives the same key for a wrong password or an unknown e-mail', async () => {
    const user = await signUpUser(t.app);
    const wrong = await post(
      '/auth/sign-in',
      { email: user.email, password: 'wrong password' },
      {},
      '10.0.1.1',
    );
    const unknown = await post(
      '/auth/sign-in',
      { email: uniqueEmail(), password: 'whatever it is' },
      {},
      '10.0.1.1',
    );
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json().message).toBe('auth.invalid-credentials');
    expect(unknown.json().message).toBe('auth.invalid-credentials');
    const right = await post('/auth/sign-in', { email: user.email, password: user.password }, {}, '10.0.1.1');
    expect(right.statusCode).toBe(200);
    expect(cookieOf(right)).toBeDefined();
  });

  it('locks an account after 10 failures, even from many addresses and with the right password', async () => {
    const user = await signUpUser(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await post('/auth/sign-in', { email: user.email, password: 'guess' }, {}, `10.0.2.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await post(
      '/auth/sign-in',
      { email: user.email, password: user.password },
      {},
      '10.0.2.200',
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('auth.too-many-attempts');
    t.clock.now += 15 * 60 * 1000 + 1;
    const later = await post(
      '/auth/sign-in',
      { email: user.email, password: user.password },
      {},
      '10.0.2.201',
    );
    expect(later.statusCode).toBe(200);
  });

  it('limits sign-in attempts per address to 10 a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(
        '/auth/sign-in',
        { email: uniqueEmail(), password: 'whatever it is' },
        {},
        '10.0.3.1',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('ends the session on sign-out: the cookie no longer gets tokens', async () => {
    const user = await signUpUser(t.app);
    const out = await post('/auth/sign-out', {}, { ts_session: user.session });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'ts_session')?.value).toBe('');
    const res = await token({ ts_session: user.session });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('auth.no-session');
  });

  it('answers private requests of several sessions sent together, and none of a session that signed out', async () => {
    const users = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
    expect((await post('/auth/sign-out', {}, { ts_session: users[2]!.session })).statusCode).toBe(200);
    // Sent in one turn: each is answered for its own session.
    const answers = await Promise.all(
      users.flatMap((user) =>
        [1, 2].map(() => t.app.inject({ method: 'GET', url: '/api/v1/user', headers: user.headers })),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 401, 401]);
    expect(answers[2]!.json().data.email).toBe(users[1]!.email);
  });

  it('gives no token without a session cookie or with a forged one', async () => {
    expect((await token({})).statusCode).toBe(403);
    expect((await token({ ts_session: 'forged' })).statusCode).toBe(403);
  });
});

describe('password reset', () => {
  it('mails a one-use link that sets the new password and ends every session', async () => {
    const user = await signUpUser(t.app);
    expect((await post('/auth/password-reset', { email: user.email }, {}, '10.0.4.1')).statusCode).toBe(200);
    const [mail] = mailsTo(t.dataDir, user.email);
    const resetToken = /reset-password\?token=([\w-]+)/.exec(mail ?? '')?.[1];
    expect(resetToken).toBeDefined();

    const confirm = await post(
      '/auth/password-reset/confirm',
      { token: resetToken, password: 'a brand new secret' },
      {},
      '10.0.4.1',
    );
    expect(confirm.statusCode).toBe(200);
    expect((await token({ ts_session: user.session })).statusCode).toBe(403);
    const oldPassword = await post(
      '/auth/sign-in',
      { email: user.email, password: user.password },
      {},
      '10.0.4.2',
    );
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await post(
      '/auth/sign-in',
      { email: user.email, password: 'a brand new secret' },
      {},
      '10.0.4.2',
    );
    expect(newPassword.statusCode).toBe(200);

    const again = await post(
      '/auth/password-reset/confirm',
      { token: resetToken, password: 'yet another secret' },
      {},
      '10.0.4.3',
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('auth.reset-link-invalid');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await post('/auth/password-reset', { email }, {}, '10.0.4.4');
    expect(res.statusCode).toBe(200);
    expect(mailsTo(t.dataDir, email)).toEqual([]);
  });

  it('refuses an expired link', async () => {
    const user = await signUpUser(t.app);
    await post('/auth/password-reset', { email: user.email }, {}, '10.0.4.5');
    const resetToken = /reset-password\?token=([\w-]+)/.exec(mailsTo(t.dataDir, user.email)[0] ?? '')?.[1];
    t.clock.now += 60 * 60 * 1000 + 1;
    const res = await post(
      '/auth/password-reset/confirm',
      { token: resetToken, password: 'a brand new secret' },
      {},
      '10.0.4.5',
    );
    expect(res.statusCode).toBe(400);
  });
});
