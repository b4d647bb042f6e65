import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signToken, TOKEN_TTL_S, verifyToken } from './tokens';

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
});
