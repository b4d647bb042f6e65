import { errors, jwtVerify, SignJWT } from 'jose';

/** Short-lived: the web refreshes 120 s before expiry (spec §9), so a stolen token is useful for minutes. */
export const TOKEN_TTL_S = 15 * 60;
const ALGORITHM = 'HS256';
const AUDIENCE = 'tradescope-api';
const ISSUER = 'tradescope';

export type TokenClaims = { userId: string; sessionId: string };

export const signToken = async (
  secret: Uint8Array,
  claims: TokenClaims,
  nowMs: number,
): Promise<{ token: string; expiresAt: number }> => {
  const issuedAt = Math.floor(nowMs / 1000);
  const expiresAt = issuedAt + TOKEN_TTL_S;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secret);
  // expiresAt in milliseconds, like every other time the web handles.
  return { token, expiresAt: expiresAt * 1000 };
};

type Verified = { claims: TokenClaims; exp: number };

const verified = async (secret: Uint8Array, token: string): Promise<Verified | undefined> => {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      issuer: ISSUER,
      requiredClaims: ['sub', 'exp', 'sid'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    return { claims: { userId: payload.sub, sessionId: payload.sid }, exp: payload.exp! };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
};

/** Checks signature (one algorithm only), audience, issuer and expiry; `undefined` for any failure. */
export const verifyToken = async (secret: Uint8Array, token: string): Promise<TokenClaims | undefined> =>
  (await verified(secret, token))?.claims;

/**
 * verifyToken for every API request: a token that verified once is known by its exact text until its expiry, so
 * the HMAC (WebCrypto, a thread-pool job and a chain of promises: 14-20 % of the CPU profile of cached matches
 * answers in matches-pg.mjs) runs once per token, not once per request. Only the signed text byte for byte hits;
 * expiry is judged as jose judges it (valid while exp is later than the current second). Oldest entries leave
 * first once `limit` tokens are known.
 */
export const createTokenVerifier = (secret: Uint8Array, limit = 10_000) => {
  const known = new Map<string, Verified>();
  return async (token: string): Promise<TokenClaims | undefined> => {
    const hit = known.get(token);
    if (hit !== undefined) {
      if (hit.exp > Math.floor(Date.now() / 1000)) return hit.claims;
      known.delete(token);
      return undefined;
    }
    const fresh = await verified(secret, token);
    if (fresh === undefined) return undefined;
    known.set(token, fresh);
    if (known.size > limit) known.delete(known.keys().next().value!);
    return fresh.claims;
  };
};
