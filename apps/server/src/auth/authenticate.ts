import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http';
import type { UserRecord } from '../users';
import { AUTH_KEYS } from './auth-keys';
import type { AuthService } from './auth-service';
import type { TokenClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling; set by `app.requireUser`, `null` on public routes. */
    auth: TokenClaims | null;
    /** The caller's user row, read with the session by `app.requireUserInBatch`; `null` on other routes. */
    caller: UserRecord | null;
  }
  interface FastifyInstance {
    /** preParsing hook of every private route (after the rate limiter, before the body is read): a valid bearer token of a live session, else 401. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * requireUser that also sets `request.caller`: the session and the user row in one query, shared with the other
     * requests of the same turn (the hot matches routes); never on a rate-limited route (AuthService.authenticateWithUser).
     */
    requireUserInBatch: (request: FastifyRequest) => Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

export const authenticatePlugin = fp(async (app: FastifyInstance, { auth }: { auth: AuthService }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('caller', null);
  const bearerOf = (request: FastifyRequest) => BEARER.exec(request.headers.authorization ?? '')?.[1];
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerOf(request);
    const claims = token === undefined ? undefined : await auth.authenticate(token);
    if (claims === undefined) throw new HttpError(401, AUTH_KEYS.unauthorized);
    request.auth = claims;
  });
  app.decorate('requireUserInBatch', async (request: FastifyRequest) => {
    const token = bearerOf(request);
    const found = token === undefined ? undefined : await auth.authenticateWithUser(token);
    if (found === undefined) throw new HttpError(401, AUTH_KEYS.unauthorized);
    request.auth = found.claims;
    request.caller = found.user;
  });
});
