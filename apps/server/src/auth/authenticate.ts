import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http';
import { AUTH_KEYS } from './auth-keys';
import type { AuthService } from './auth-service';
import type { TokenClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling; set by `app.requireUser`, `null` on public routes. */
    auth: TokenClaims | null;
  }
  interface FastifyInstance {
    /** preParsing hook of every private route (after the rate limiter, before the body is read): a valid bearer token of a live session, else 401. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * requireUser whose session read shares one query with the other requests of the same turn (the hot matches
     * routes); never on a rate-limited route (see AuthService.authenticate).
     */
    requireUserInBatch: (request: FastifyRequest) => Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

export const authenticatePlugin = fp(async (app: FastifyInstance, { auth }: { auth: AuthService }) => {
  app.decorateRequest('auth', null);
  const requireUser = (batched: boolean) => async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const claims = token === undefined ? undefined : await auth.authenticate(token, batched);
    if (claims === undefined) throw new HttpError(401, AUTH_KEYS.unauthorized);
    request.auth = claims;
  };
  app.decorate('requireUser', requireUser(false));
  app.decorate('requireUserInBatch', requireUser(true));
});
