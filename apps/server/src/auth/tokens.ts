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

/** Checks signature (one algorithm only), audience, issuer and expiry; `undefined` for any failure. */
export const verifyToken = async (secret: Uint8Array, token: string): Promise<TokenClaims | undefined> => {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      issuer: ISSUER,
      requiredClaims: ['sub', 'exp', 'sid'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
};
