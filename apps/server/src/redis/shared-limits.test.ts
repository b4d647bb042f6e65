import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, startTestRedis, type TestApp } from '../../test';

// Two api processes on one database and one Redis: a client that spreads its requests over both gets the limit
// once, not twice (in memory each process would allow the whole of it).
const redis = await startTestRedis();

describe.skipIf(redis === undefined)('limits shared by every process through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redis!.url, AUTH_ATTEMPTS_PER_MINUTE: '6' };
    a = await startTestApp(env);
    b = await startTestApp(env, { sharing: a });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  const signIn = (t: TestApp, email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email, password },
      remoteAddress,
    });

  it('counts sign-in requests of one address on either process against one limit', async () => {
    const user = await signUpUser(a.app);
    const statuses: number[] = [];
    for (const t of [a, b, a, b, a, b, a, b])
      statuses.push((await signIn(t, user.email, 'wrong password', '10.9.0.1')).statusCode);
    // Six a minute in all: the seventh is refused, on whichever process it lands.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('locks an account after ten failures, counted over both processes', async () => {
    const user = await signUpUser(b.app);
    // Each failure from its own address: the per-address limit stays out of the way of the per-account lock-out.
    for (let i = 0; i < 10; i++) {
      const res = await signIn(i % 2 === 0 ? a : b, user.email, 'wrong password', `10.8.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await signIn(a, user.email, user.password, '10.8.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('auth.too-many-attempts');
    expect((await signIn(b, user.email, user.password, '10.8.1.2')).statusCode).toBe(429);
  });
});
