import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { defaultSettings, MIN_PASSWORD_LENGTH, validateDisplayName, validateEmail } from '@tradescope/domain';
import { createSessionsRepo, decoyHash, hashPassword, verifyPassword } from '../credentials';
import { batchedLookup, type Database } from '../db';
import { ensureValid, HttpError } from '../http';
import type { Mailer } from '../mail';
import { createUsersRepo, NO_ACCESS, type UserRecord } from '../users';
import type { AttemptLimiters } from './attempt-limiter';
import { AUTH_KEYS } from './auth-keys';
import type { ClientInfo } from './client-info';
import { createTokenVerifier, signToken, type TokenClaims } from './tokens';

/** A session not seen for this long needs a new sign-in. */
const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;

import { IMPERSONATION_MS } from './impersonation';

const RESET_LINK_TTL_MS = 60 * 60 * 1000;
// ASVS V6.3.1 allows at most 100 failures an hour per account; ten in fifteen minutes is far inside it.
const SIGN_IN_FAILURES = { max: 10, windowMs: 15 * 60 * 1000 };

type AuthServiceDeps = {
  db: Database;
  secret: Uint8Array;
  mailer: Mailer;
  publicUrl: string;
  now: () => number;
  /** Where sign-in failures are counted: shared by every process in the scale mode. */
  limiters: AttemptLimiters;
};

export type SignUpInput = { email: string; password: string; displayName: string };
export type SignInInput = { email: string; password: string };
export type CookieTokens = { session: string | undefined; impersonation: string | undefined };

const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

const ensurePasswordStrength = (password: string): void => {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new HttpError(400, 'profile.change-password-tab.new-password-too-short', [
      { field: 'password', key: 'profile.change-password-tab.new-password-too-short' },
    ]);
  }
};

export const createAuthService = ({ db, secret, mailer, publicUrl, now, limiters }: AuthServiceDeps) => {
  const users = createUsersRepo(db);
  const sessions = createSessionsRepo(db);
  const signInFailures = limiters('sign-in', SIGN_IN_FAILURES);
  const verifyBearer = createTokenVerifier(secret);
  const liveSessionInBatch = batchedLookup(
    { one: sessions.findLiveById, many: sessions.findLiveByIds },
    (row) => row.id,
  );
  // A live session with its user's row, the sessions of one turn read together (batchedLookup).
  const sessionUserInBatch = batchedLookup(
    { one: async (id: string) => (await users.findByLiveSessions([id]))[0], many: users.findByLiveSessions },
    (found) => found.sessionId,
  );

  const openSession = async (userId: string, client: ClientInfo, impersonatorId: string | null = null) => {
    const token = newOpaqueToken();
    await sessions.insert({
      id: randomUUID(),
      user_id: userId,
      token_hash: hashOf(token),
      login_date: now(),
      ip: client.ip,
      browser: client.browser,
      os: client.os,
      impersonator_id: impersonatorId,
    });
    return token;
  };

  const createAccount = async (input: SignUpInput, role: 'other' | 'administrator'): Promise<string> => {
    const email = ensureValid(validateEmail(input.email)).toLowerCase();
    const displayName = ensureValid(validateDisplayName(input.displayName));
    ensurePasswordStrength(input.password);
    if ((await users.findByEmail(email)) !== undefined) {
      throw new HttpError(409, AUTH_KEYS.emailTaken, [{ field: 'email', key: AUTH_KEYS.emailTaken }]);
    }
    const userId = randomUUID();
    const at = now();
    await users.insert({
      id: userId,
      email,
      email_verified: 0,
      password_hash: await hashPassword(input.password),
      display_name: displayName,
      national_code: '',
      phone_number: '',
      phone_verified: 0,
      avatar_file: null,
      role,
      accessMaps: NO_ACCESS,
      settings_json: JSON.stringify(defaultSettings()),
      crypto_freeze_status: 'unfreezed',
      frozen_at: null,
      xmoon_enabled: 0,
      last_charge_date: null,
      last_charge_days: 0,
      register_date: at,
      updated_at: at,
    });
    return userId;
  };

  /** The live, not idle session a cookie names, if any. */
  const liveSession = async (cookieToken: string | undefined) => {
    if (cookieToken === undefined || cookieToken === '') return undefined;
    const session = await sessions.findLiveByTokenHash(hashOf(cookieToken));
    if (session === undefined || session.last_seen_at < now() - SESSION_IDLE_MS) return undefined;
    // An administrator acts as a user for a short while only: a forgotten impersonation ends by itself.
    if (session.impersonator_id !== null && session.login_date < now() - IMPERSONATION_MS) return undefined;
    return session;
  };

  /** The cookie's own session, and the administrator's impersonation of a user when one is open. */
  const actingSession = async (cookies: CookieTokens) => {
    const own = await liveSession(cookies.session);
    if (own === undefined) return undefined;
    const impersonation = await liveSession(cookies.impersonation);
    return { own, session: impersonation?.impersonator_id === own.user_id ? impersonation : own };
  };

  return {
    signUp: async (
      input: SignUpInput,
      client: ClientInfo,
    ): Promise<{ userId: string; sessionToken: string }> => {
      const userId = await createAccount(input, 'other');
      return { userId, sessionToken: await openSession(userId, client) };
    },

    /** First start: the administrator of ADMIN_EMAIL / ADMIN_PASSWORD, unless that address already has an account. */
    ensureAdministrator: async (email: string, password: string): Promise<void> => {
      if ((await users.findByEmail(email)) === undefined) {
        await createAccount({ email, password, displayName: 'Administrator' }, 'administrator');
      }
    },

    signIn: async (
      input: SignInInput,
      client: ClientInfo,
    ): Promise<{ userId: string; sessionToken: string }> => {
      const email = input.email.trim().toLowerCase();
      // The lock is checked before any hashing, so a locked account costs the server nothing.
      if (await signInFailures.isLocked(email, now())) throw new HttpError(429, AUTH_KEYS.locked);
      const user = await users.findByEmail(email);
      const matches = await verifyPassword(user?.password_hash ?? (await decoyHash()), input.password);
      if (user === undefined || !matches) {
        await signInFailures.recordFailure(email, now());
        throw new HttpError(401, AUTH_KEYS.invalidCredentials);
      }
      await signInFailures.reset(email);
      return { userId: user.id, sessionToken: await openSession(user.id, client) };
    },

    /** Ends an impersonation if one is open (the administrator stays signed in), else the user's own session. */
    signOut: async (cookies: CookieTokens): Promise<{ endedImpersonation: boolean }> => {
      const impersonation = await liveSession(cookies.impersonation);
      if (impersonation !== undefined) {
        await sessions.end(impersonation.id, now());
        return { endedImpersonation: true };
      }
      const session = await liveSession(cookies.session);
      if (session !== undefined) await sessions.end(session.id, now());
      return { endedImpersonation: false };
    },

    /** GET /token: a short-lived bearer token for the live session (an administrator's impersonation first). */
    issueToken: async (cookies: CookieTokens) => {
      const acting = await actingSession(cookies);
      if (acting === undefined) throw new HttpError(403, AUTH_KEYS.noSession);
      const { session, own } = acting;
      await sessions.touch(session.id, now());
      const signed = await signToken(secret, { userId: session.user_id, sessionId: session.id }, now());
      return { ...signed, impersonating: session !== own };
    },

    /** The user a browser's cookies act as (pages outside the API's bearer tokens), if its session is live. */
    sessionUser: async (cookies: CookieTokens): Promise<string | undefined> =>
      (await actingSession(cookies))?.session.user_id,

    /**
     * Bearer check for every API call: a valid token whose session is still live. `batched`: the session is read
     * with the other batched checks of the same turn of the event loop (batchedLookup: one query, still every
     * logout that completed before it asked); only where no rate limit counts the requests that resolve together as
     * one burst (the websockets' rechecks).
     */
    authenticate: async (token: string, batched = false): Promise<TokenClaims | undefined> => {
      const claims = await verifyBearer(token);
      if (claims === undefined) return undefined;
      const session = await (batched ? liveSessionInBatch : sessions.findLiveById)(claims.sessionId);
      return session?.user_id === claims.userId ? claims : undefined;
    },

    /**
     * The bearer check of the hot routes, handing over the caller's user row too: the session and the row are read in
     * one query, shared with the other such checks of the same turn of the event loop (batchedLookup: still every
     * logout that completed before it asked). Only for routes without a rate limit, whose memory store would count
     * the requests that resolve together as one burst.
     */
    authenticateWithUser: async (
      token: string,
    ): Promise<{ claims: TokenClaims; user: UserRecord } | undefined> => {
      const claims = await verifyBearer(token);
      if (claims === undefined) return undefined;
      const found = await sessionUserInBatch(claims.sessionId);
      return found?.user.id === claims.userId ? { claims, user: found.user } : undefined;
    },

    startImpersonation: async (
      administratorId: string,
      userId: string,
      client: ClientInfo,
    ): Promise<string> => {
      if ((await users.findById(userId)) === undefined) throw new HttpError(404, 'request.not-found');
      return openSession(userId, client, administratorId);
    },

    /** Always answers the same, whether or not the address has an account. */
    requestPasswordReset: async (emailInput: string): Promise<void> => {
      const user = await users.findByEmail(emailInput);
      if (user === undefined) return;
      const token = newOpaqueToken();
      await db
        .insertInto('password_resets')
        .values({
          token_hash: hashOf(token),
          user_id: user.id,
          expires_at: now() + RESET_LINK_TTL_MS,
          used_at: null,
        })
        .execute();
      const link = `${publicUrl}/reset-password?token=${token}`;
      await mailer.send({
        to: user.email,
        subject: 'Reset your Tradescope password',
        text: `Someone asked to reset the password of your Tradescope account.\n\nOpen this link within an hour to choose a new one:\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
      });
    },

    /** Sets the new password, spends the link, and ends every session so a thief's cookie stops working. */
    resetPassword: async (token: string, password: string): Promise<void> => {
      ensurePasswordStrength(password);
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        const reset = await trx
          .selectFrom('password_resets')
          .selectAll()
          .where('token_hash', '=', hashOf(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', now())
          .executeTakeFirst();
        if (reset === undefined) throw new HttpError(400, AUTH_KEYS.resetInvalid);
        await trx
          .updateTable('password_resets')
          .set({ used_at: now() })
          .where('token_hash', '=', reset.token_hash)
          .execute();
        await createUsersRepo(trx).update(reset.user_id, { password_hash: passwordHash }, now());
        await createSessionsRepo(trx).endAllOf(reset.user_id, now());
      });
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
