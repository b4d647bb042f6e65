import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieTokens } from './auth-service';
import { IMPERSONATION_MS } from './impersonation';

const SESSION_COOKIE = 'ts_session';
/** Set when an administrator acts as a user (spec §4 Logout); cleared by logout. */
const IMPERSONATION_COOKIE = 'ts_impersonate';
const MAX_AGE_S = 30 * 24 * 60 * 60;

const options = (secure: boolean) => ({
  path: '/',
  httpOnly: true,
  // Lax: the cookie rides along when a user follows a link to the app, never on another site's POST.
  sameSite: 'lax' as const,
  secure,
  maxAge: MAX_AGE_S,
});

export const readAuthCookies = (request: FastifyRequest): CookieTokens => ({
  session: request.cookies[SESSION_COOKIE],
  impersonation: request.cookies[IMPERSONATION_COOKIE],
});

export const setSessionCookie = (reply: FastifyReply, token: string, secure: boolean): void => {
  reply.setCookie(SESSION_COOKIE, token, options(secure));
};

export const setImpersonationCookie = (reply: FastifyReply, token: string, secure: boolean): void => {
  reply.setCookie(IMPERSONATION_COOKIE, token, { ...options(secure), maxAge: IMPERSONATION_MS / 1000 });
};

export const clearImpersonationCookie = (reply: FastifyReply): void => {
  reply.clearCookie(IMPERSONATION_COOKIE, { path: '/' });
};

export const clearSessionCookies = (reply: FastifyReply): void => {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  clearImpersonationCookie(reply);
};
