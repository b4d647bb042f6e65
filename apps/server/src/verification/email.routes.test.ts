import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, signUpUser, startTestApp, type TestApp, uniqueEmail } from '../../test';
import { codeRowsOf, freshIp } from '../../test/verification';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof signUpUser>>;
const send = (user: User, email: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/email/authentication',
    headers: user.headers,
    payload: { email },
    remoteAddress: freshIp(),
  });
const check = (user: User, email: string, verifyCode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/email/verification',
    headers: user.headers,
    payload: { email, verifyCode },
    remoteAddress: freshIp(),
  });
const codeMailedTo = (email: string) =>
  /^ {4}(\d{6})$/m.exec(mailsTo(t.dataDir, email).at(-1) ?? '')?.[1] ?? '';
const userRow = (id: string) =>
  t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('e-mail verification', () => {
  it('mails a friendly code to the own sign-up address and confirms it', async () => {
    const user = await signUpUser(t.app, { displayName: 'Sara' });
    expect((await send(user, user.email)).statusCode).toBe(200);
    const [mail] = mailsTo(t.dataDir, user.email);
    expect(mail).toMatch(/^Subject: Your Tradescope verification code$/m);
    expect(mail).toContain('Hello Sara,');
    expect(mail).toContain('It expires in 2 minutes and works only once.');

    const res = await check(user, user.email, codeMailedTo(user.email));
    expect(res.json()).toEqual({ status: 'success', data: { email: user.email, emailVerified: true } });
    expect(await userRow(user.userId)).toMatchObject({ email: user.email, email_verified: 1 });
  });

  it('refuses to send a code to an address the account has already confirmed', async () => {
    const user = await signUpUser(t.app);
    await send(user, user.email);
    await check(user, user.email, codeMailedTo(user.email));
    const again = await send(user, ` ${user.email.toUpperCase()} `);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: 'error',
      message: 'profile.profile-tab.email-already-confirmed',
      errors: [{ field: 'email', key: 'profile.profile-tab.email-already-confirmed' }],
    });
    expect(mailsTo(t.dataDir, user.email)).toHaveLength(1);
  });

  it('makes a confirmed new address, lower-cased, the sign-in address', async () => {
    const user = await signUpUser(t.app);
    const next = uniqueEmail('moved');
    const typed = next.replace(/^m/, 'M').replace('example', 'Example');
    expect((await send(user, typed)).statusCode).toBe(200);
    expect(mailsTo(t.dataDir, user.email)).toEqual([]);
    const res = await check(user, typed, codeMailedTo(next));
    expect(res.json().data).toEqual({ email: next, emailVerified: true });
    expect(await userRow(user.userId)).toMatchObject({ email: next, email_verified: 1 });

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: next, password: user.password },
      remoteAddress: freshIp(),
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses an address another account uses, sending nothing', async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const res = await send(user, other.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('profile.profile-tab.email-taken');
    expect(mailsTo(t.dataDir, other.email)).toEqual([]);
    expect(await codeRowsOf(t, user.userId)).toEqual([]);
  });

  it('refuses with 409 when another account takes the address before the code is checked', async () => {
    const user = await signUpUser(t.app);
    const wanted = uniqueEmail('contested');
    await send(user, wanted);
    const code = codeMailedTo(wanted);
    await signUpUser(t.app, { email: wanted });

    const res = await check(user, wanted, code);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('profile.profile-tab.email-taken');
    expect(await userRow(user.userId)).toMatchObject({ email: user.email, email_verified: 0 });
    // The failed write rolled back with the code's spending.
    expect(await codeRowsOf(t, user.userId)).toMatchObject([{ status: 'pending' }]);
  });

  it.each([['not-an-email'], ['trader@'], [''], [`${'a'.repeat(250)}@example.com`], [42], [undefined]])(
    'refuses the address %j with the e-mail key on both endpoints',
    async (email) => {
      const user = await signUpUser(t.app);
      const sent = await send(user, email);
      expect(sent.statusCode).toBe(400);
      expect(sent.json().message).toBe('profile.profile-tab.email-not-valid');
      const checked = await check(user, email as string, '123456');
      expect(checked.statusCode).toBe(400);
      expect(checked.json().message).toBe('profile.profile-tab.email-not-valid');
    },
  );
});
