import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp, tokenHeaders } from '../../test';
import { CHANNELS, codeRowsOf, freshIp, wrongCode } from '../../test/verification';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof signUpUser>>;
const TWO_MINUTES = 120_000;

describe.each(CHANNELS)('$name verification codes', (channel) => {
  const send = (user: User, typed: string, remoteAddress = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: channel.sendUrl,
      headers: user.headers,
      payload: channel.sendBody(typed),
      remoteAddress,
    });
  const check = (user: User, typed: string, verifyCode: string, remoteAddress = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: channel.checkUrl,
      headers: user.headers,
      payload: channel.checkBody(typed, verifyCode),
      remoteAddress,
    });
  const rowsOf = async (user: User) =>
    (await codeRowsOf(t, user.userId)).filter((row) => row.channel === channel.name);
  /** A signed-up user with a fresh target and one code sent to it. */
  const userWithCode = async () => {
    const user = await signUpUser(t.app);
    const target = channel.freshTarget();
    const res = await send(user, target.typed);
    expect(res.statusCode).toBe(200);
    return { user, target, code: channel.lastCode(t.dataDir, target.stored) };
  };

  it('sends a 6-digit code that lives 120 s and stores only its argon2id hash, bound to the target', async () => {
    const user = await signUpUser(t.app);
    const target = channel.freshTarget();
    const res = await send(user, target.typed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { expireTime: t.clock.now + TWO_MINUTES, codeMaxLength: 6 },
    });
    const code = channel.lastCode(t.dataDir, target.stored);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await rowsOf(user);
    expect(row).toMatchObject({
      target: target.stored,
      status: 'pending',
      attempts: 0,
      created_at: t.clock.now,
      expires_at: t.clock.now + TWO_MINUTES,
      closed_at: null,
    });
    expect(row?.code_hash).toMatch(/^\$argon2id\$/);
    expect(row?.code_hash).not.toContain(code);
  });

  it('confirms the target with the right code and spends the code', async () => {
    const { user, target, code } = await userWithCode();
    const res = await check(user, target.typed, code);
    expect(res.statusCode).toBe(200);
    expect(await channel.storedContact(t, user.userId)).toEqual({ value: target.stored, verified: 1 });
    const [row] = await rowsOf(user);
    expect(row).toMatchObject({ status: 'used', attempts: 1, closed_at: t.clock.now });

    const reuse = await check(user, target.typed, code);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('profile.profile-tab.verify-code-expired');
  });

  it('refuses a wrong code, counting the attempt and changing nothing', async () => {
    const { user, target, code } = await userWithCode();
    const before = await channel.storedContact(t, user.userId);
    const res = await check(user, target.typed, wrongCode(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'profile.profile-tab.verify-code-wrong',
      errors: [{ field: 'verifyCode', key: 'profile.profile-tab.verify-code-wrong' }],
    });
    expect(await channel.storedContact(t, user.userId)).toEqual(before);
    expect(await rowsOf(user)).toMatchObject([{ status: 'pending', attempts: 1 }]);
  });

  it('refuses the right code once its 120 s have passed', async () => {
    const { user, target, code } = await userWithCode();
    t.clock.now += TWO_MINUTES;
    const res = await check(user, target.typed, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('profile.profile-tab.verify-code-expired');
    expect((await channel.storedContact(t, user.userId)).verified).toBe(0);
  });

  it('voids the previous code when a new one is sent', async () => {
    const { user, target, code: first } = await userWithCode();
    t.clock.now += TWO_MINUTES;
    expect((await send(user, target.typed)).statusCode).toBe(200);
    const second = channel.lastCode(t.dataDir, target.stored);
    expect(await rowsOf(user)).toMatchObject([{ status: 'voided' }, { status: 'pending' }]);

    // Checked against the live (new) code; skipped in the one-in-a-million case that both codes are equal.
    if (first !== second) {
      const old = await check(user, target.typed, first);
      expect(old.json().message).toBe('profile.profile-tab.verify-code-wrong');
    }
    expect((await check(user, target.typed, second)).statusCode).toBe(200);
  });

  it('does not confirm another target with a code sent to the first', async () => {
    const { user, code } = await userWithCode();
    const other = channel.freshTarget();
    const res = await check(user, other.typed, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('profile.profile-tab.verify-code-expired');
    expect((await channel.storedContact(t, user.userId)).value).not.toBe(other.stored);
  });

  it('voids a code at the fifth wrong attempt, so even the right code then fails', async () => {
    const { user, target, code } = await userWithCode();
    const ip = freshIp();
    for (let attempt = 1; attempt <= 4; attempt++) {
      const res = await check(user, target.typed, wrongCode(code), ip);
      expect(res.json().message).toBe('profile.profile-tab.verify-code-wrong');
    }
    const fifth = await check(user, target.typed, wrongCode(code), ip);
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe('profile.profile-tab.verify-code-attempts-exceeded');
    const right = await check(user, target.typed, code, ip);
    expect(right.json().message).toBe('profile.profile-tab.verify-code-expired');
    expect(await rowsOf(user)).toMatchObject([{ status: 'exhausted', attempts: 5, closed_at: t.clock.now }]);
    expect((await channel.storedContact(t, user.userId)).verified).toBe(0);
  });

  it('refuses a resend inside the countdown with the seconds left, then allows it', async () => {
    const { user, target } = await userWithCode();
    const tooSoon = await send(user, target.typed);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('120');
    expect(tooSoon.json()).toEqual({
      status: 'error',
      message: 'profile.profile-tab.verify-code-resend-wait',
      data: { retryAfter: 120 },
    });
    t.clock.now += 90_000;
    expect((await send(user, target.typed)).json().data).toEqual({ retryAfter: 30 });
    expect(channel.deliveries(t.dataDir, target.stored)).toBe(1);
    expect(await rowsOf(user)).toHaveLength(1);
    t.clock.now += 30_000;
    expect((await send(user, target.typed)).statusCode).toBe(200);
  });

  it('caps an account at 5 codes an hour on the channel', async () => {
    const { user, target } = await userWithCode();
    for (let sent = 2; sent <= 5; sent++) {
      t.clock.now += TWO_MINUTES;
      expect((await send(user, target.typed)).statusCode).toBe(200);
    }
    t.clock.now += TWO_MINUTES;
    const sixth = await send(user, target.typed);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      message: 'profile.profile-tab.verify-code-send-limit',
      // The first of the five leaves the hour 3600 - 5 x 120 s from now.
      data: { retryAfter: 3000 },
    });
    expect(channel.deliveries(t.dataDir, target.stored)).toBe(5);
  });

  it('limits each user on both endpoints, whatever token and address they call from', async () => {
    const user = await signUpUser(t.app);
    const target = channel.freshTarget();
    // A fresh token (and address) per request: the count is the user's.
    const call = async (url: string, payload: object) => {
      t.clock.now += 1000;
      const headers = await tokenHeaders(t.app, user.session);
      return t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: freshIp() });
    };
    const tooMany = (res: Awaited<ReturnType<typeof call>>) => res.json().message === 'request.too-many';
    for (let request = 1; request <= 10; request++) {
      expect(tooMany(await call(channel.sendUrl, channel.sendBody(target.typed)))).toBe(false);
    }
    const eleventhSend = await call(channel.sendUrl, channel.sendBody(target.typed));
    expect(eleventhSend.statusCode).toBe(429);
    expect(tooMany(eleventhSend)).toBe(true);

    for (let request = 1; request <= 10; request++) {
      expect(tooMany(await call(channel.checkUrl, channel.checkBody(target.typed, '123456')))).toBe(false);
    }
    const eleventhCheck = await call(channel.checkUrl, channel.checkBody(target.typed, '123456'));
    expect(eleventhCheck.statusCode).toBe(429);
    expect(tooMany(eleventhCheck)).toBe(true);
    // Another user is counted apart.
    expect((await send(await signUpUser(t.app), channel.freshTarget().typed)).statusCode).toBe(200);
  });

  it('answers 401 without a bearer token and stores nothing', async () => {
    const target = channel.freshTarget();
    for (const [url, payload] of [
      [channel.sendUrl, channel.sendBody(target.typed)],
      [channel.checkUrl, channel.checkBody(target.typed, '123456')],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('auth.unauthorized');
    }
    expect(channel.deliveries(t.dataDir, target.stored)).toBe(0);
  });

  it.each(['12345', '1234567', 'abcdef', '', 'x'.repeat(100)])(
    'refuses the code %j by its format',
    async (verifyCode) => {
      const user = await signUpUser(t.app);
      const res = await check(user, channel.freshTarget().typed, verifyCode);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('profile.profile-tab.verify-code-not-valid');
    },
  );
});

describe('the account lock-out', () => {
  const [email, phone] = CHANNELS as [(typeof CHANNELS)[0], (typeof CHANNELS)[0]];
  const post = (user: User, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload, remoteAddress: freshIp() });

  it('locks both channels after 10 failed checks an hour, before any code is compared', async () => {
    const user = await signUpUser(t.app);
    const mail = email.freshTarget();
    const mobile = phone.freshTarget();
    // A live phone code the lock-out must then refuse even though it is right.
    await post(user, phone.sendUrl, phone.sendBody(mobile.typed));
    const phoneCode = phone.lastCode(t.dataDir, mobile.stored);

    for (let round = 0; round < 2; round++) {
      if (round > 0) t.clock.now += TWO_MINUTES;
      await post(user, email.sendUrl, email.sendBody(mail.typed));
      const code = email.lastCode(t.dataDir, mail.stored);
      for (let attempt = 0; attempt < 5; attempt++) {
        await post(user, email.checkUrl, email.checkBody(mail.typed, wrongCode(code)));
      }
    }
    const locked = await post(user, phone.checkUrl, phone.checkBody(mobile.typed, phoneCode));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('profile.profile-tab.verify-too-many-attempts');
    const phoneRow = (await codeRowsOf(t, user.userId)).find((row) => row.channel === 'phone');
    expect(phoneRow).toMatchObject({ status: 'pending', attempts: 0 });
    t.clock.now += TWO_MINUTES;
    const resend = await post(user, email.sendUrl, email.sendBody(mail.typed));
    expect(resend.json().message).toBe('profile.profile-tab.verify-too-many-attempts');

    t.clock.now += 60 * 60 * 1000;
    expect((await post(user, email.sendUrl, email.sendBody(mail.typed))).statusCode).toBe(200);
  });
});
