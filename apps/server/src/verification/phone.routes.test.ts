import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../test';
import { codeRowsOf, freshIp } from '../../test/verification';
import { outboxDir } from '../mail';
import { smsTo } from './sms';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof signUpUser>>;
const post = (user: User, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/user/phone-number/${url}`,
    headers: user.headers,
    payload,
    remoteAddress: freshIp(),
  });
const codeTextedTo = (phone: string) =>
  /code is (\d{6})\./.exec(smsTo(t.dataDir, phone).at(-1) ?? '')?.[1] ?? '';
const phoneOf = (id: string) =>
  t.db
    .selectFrom('users')
    .select(['phone_number', 'phone_verified'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('phone verification', () => {
  it('texts the code to the E.164 number through an outbox file a developer can read', async () => {
    const user = await signUpUser(t.app);
    const res = await post(user, 'authentication', { phoneNumber: '۰۹۱۲ ۷۷۷ ۰۰۰۱' });
    expect(res.statusCode).toBe(200);
    const file = readdirSync(outboxDir(t.dataDir)).find((name) => /^sms-\d+-[0-9a-f-]{36}\.txt$/.test(name));
    expect(file).toBeDefined();
    const full = path.join(outboxDir(t.dataDir), file!);
    expect(readFileSync(full, 'utf8')).toMatch(
      /^To: \+989127770001\n\nYour Tradescope code is \d{6}\. It expires in 2 minutes\. Never share it with anyone\.\n$/,
    );
    expect(statSync(full).mode & 0o777).toBe(0o600);
    expect(await codeRowsOf(t, user.userId)).toMatchObject([{ channel: 'phone', target: '+989127770001' }]);
  });

  it('stores the verified number as E.164 whatever form it was typed in', async () => {
    const user = await signUpUser(t.app);
    await post(user, 'authentication', { phoneNumber: '+98 912 777 0002' });
    const res = await post(user, 'verification', {
      phoneNumber: '09127770002',
      verifyCode: codeTextedTo('+989127770002'),
    });
    expect(res.json()).toEqual({
      status: 'success',
      data: { phoneNumber: '+989127770002', phoneNumberVerified: true },
    });
    expect(await phoneOf(user.userId)).toEqual({ phone_number: '+989127770002', phone_verified: 1 });
  });

  it('reads the number for the chosen country', async () => {
    const user = await signUpUser(t.app);
    expect(
      (await post(user, 'authentication', { phoneNumber: '(213) 373-4253', country: 'us' })).statusCode,
    ).toBe(200);
    const res = await post(user, 'verification', {
      phoneNumber: '213 373 4253',
      country: 'US',
      verifyCode: codeTextedTo('+12133734253'),
    });
    expect(res.statusCode).toBe(200);
    expect(await phoneOf(user.userId)).toEqual({ phone_number: '+12133734253', phone_verified: 1 });
  });

  it('refuses to send a code to the number the account has already confirmed', async () => {
    const user = await signUpUser(t.app);
    await post(user, 'authentication', { phoneNumber: '09127770003' });
    await post(user, 'verification', {
      phoneNumber: '09127770003',
      verifyCode: codeTextedTo('+989127770003'),
    });
    t.clock.now += 120_000;
    const again = await post(user, 'authentication', { phoneNumber: '+989127770003' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('profile.profile-tab.phone-already-confirmed');
    expect(smsTo(t.dataDir, '+989127770003')).toHaveLength(1);
  });

  it.each([
    [{ phoneNumber: '0912123456' }],
    [{ phoneNumber: 'abc' }],
    [{ phoneNumber: '' }],
    [{ phoneNumber: '+1 213 373 4253' }],
    [{ phoneNumber: '09121234567', country: 'XX' }],
    [{ phoneNumber: '09121234567', country: 'IRN' }],
    [{ phoneNumber: '9'.repeat(40) }],
    [{}],
  ])('refuses %j with the phone key on both endpoints', async (body) => {
    const user = await signUpUser(t.app);
    for (const [url, payload] of [
      ['authentication', body],
      ['verification', { ...body, verifyCode: '123456' }],
    ] as const) {
      const res = await post(user, url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('profile.profile-tab.phone-not-valid');
    }
    expect(await codeRowsOf(t, user.userId)).toEqual([]);
  });
});
