import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier, signToken, TOKEN_TTL_S, verifyToken } from './tokens';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');
const claims = { userId: 'u1', sessionId: 's1' };

describe('session tokens', () => {
  it('round-trips the user and session, expiring TOKEN_TTL_S later', async () => {
    const now = Date.now();
    const { token, expiresAt } = await signToken(secret, claims, now);
    expect(expiresAt).toBe((Math.floor(now / 1000) + TOKEN_TTL_S) * 1000);
    expect(await verifyToken(secret, token)).toEqual(claims);
  });

  it('refuses an expired token', async () => {
    const { token } = await signToken(secret, claims, Date.now() - (TOKEN_TTL_S + 60) * 1000);
    expect(await verifyToken(secret, token)).toBeUndefined();
  });

  it('refuses a token signed with another key', async () => {
    const { token } = await signToken(
      new TextEncoder().encode('another-secret-another-secret-another'),
      claims,
      Date.now(),
    );
    expect(await verifyToken(secret, token)).toBeUndefined();
  });

  it('refuses another algorithm, another audience and the unsigned "none" token', async () => {
    const base = () =>
      new SignJWT({ sid: 's1' })
        .setSubject('u1')
        .setIssuer('tradescope')
        .setIssuedAt()
        .setExpirationTime('5m');
    const hs512 = await base()
      .setAudience('tradescope-api')
      .setProtectedHeader({ alg: 'HS512' })
      .sign(secret);
    const otherAudience = await base()
      .setAudience('elsewhere')
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'u1', sid: 's1', aud: 'tradescope-api', iss: 'tradescope', exp: 9e9 }),
    ).toString('base64url');
    for (const token of [hs512, otherAudience, `${header}.${payload}.`, 'garbage']) {
      expect(await verifyToken(secret, token)).toBeUndefined();
    }
  });

  describe('the per-request verifier (verified tokens known by their text until they expire)', () => {
    afterEach(() => vi.useRealTimers());

    it('answers a known token again, and refuses it once its expiry passes', async () => {
      const verify = createTokenVerifier(secret);
      const { token, expiresAt } = await signToken(secret, claims, Date.now());
      expect(await verify(token)).toEqual(claims);
      expect(await verify(token)).toEqual(claims);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(expiresAt - 1000);
      expect(await verify(token)).toEqual(claims);
      vi.setSystemTime(expiresAt);
      expect(await verify(token)).toBeUndefined();
      expect(await verifyToken(secret, token)).toBeUndefined();
    });

    it('refuses a token that differs from a known one, and verifies more tokens than it keeps', async () => {
      const verify = createTokenVerifier(secret, 2);
      const tokens = await Promise.all(
        ['s1', 's2', 's3'].map(
          async (sessionId) => (await signToken(secret, { ...claims, sessionId }, Date.now())).token,
        ),
      );
      const [first] = tokens as [string];
      expect(await verify(first)).toEqual(claims);
      // A character inside the signature (the last one also carries padding bits a decoder may drop).
      const at = first.length - 10;
      const flipped = `${first.slice(0, at)}${first[at] === 'A' ? 'B' : 'A'}${first.slice(at + 1)}`;
      expect(await verify(flipped)).toBeUndefined();
      const forged = (
        await signToken(new TextEncoder().encode('another-secret-another-secret-another'), claims, Date.now())
      ).token;
      expect(await verify(forged)).toBeUndefined();
      for (const token of tokens) expect((await verify(token))?.userId).toBe('u1');
      expect(await verify(tokens[2]!)).toEqual({ ...claims, sessionId: 's3' });
    });
  });
});
