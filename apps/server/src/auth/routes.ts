import { successEnvelopeSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { success, typed } from '../http';
import type { AuthService } from './auth-service';
import { clientInfoOf } from './client-info';
import { clearImpersonationCookie, clearSessionCookies, readAuthCookies, setSessionCookie } from './cookies';

type AuthRoutesOptions = { auth: AuthService; secureCookies: boolean; attemptsPerMinute: number };

// Bounded lengths: a megabyte "password" would otherwise go straight into argon2.
const email = z.string().max(254);
const password = z.string().min(1).max(256);

const userAnswer = successEnvelopeSchema(z.object({ userId: z.string() }));
const nothing = successEnvelopeSchema(z.null());
const signOutAnswer = successEnvelopeSchema(z.object({ endedImpersonation: z.boolean() }));
/** A bearer token, when it expires (unix milliseconds), and whether it acts as another user. */
const tokenAnswer = successEnvelopeSchema(
  z.object({ token: z.string(), expiresAt: z.number(), impersonating: z.boolean() }),
);

export const authRoutes = async (
  plain: FastifyInstance,
  { auth, secureCookies, attemptsPerMinute }: AuthRoutesOptions,
) => {
  const app = typed(plain);
  // Per client address, before any hashing (the limiter is an onRequest hook).
  const STRICT_LIMIT = { rateLimit: { max: attemptsPerMinute, timeWindow: '1 minute' } };
  app.post(
    '/auth/sign-up',
    {
      config: STRICT_LIMIT,
      schema: {
        body: z.object({ email, password, displayName: z.string().max(64) }),
        response: { 201: userAnswer },
      },
    },
    async (request, reply) => {
      const client = clientInfoOf(request.ip, request.headers['user-agent']);
      const { userId, sessionToken } = await auth.signUp(request.body, client);
      setSessionCookie(reply, sessionToken, secureCookies);
      return reply.status(201).send(success({ userId }));
    },
  );

  app.post(
    '/auth/sign-in',
    { config: STRICT_LIMIT, schema: { body: z.object({ email, password }), response: { 200: userAnswer } } },
    async (request, reply) => {
      const client = clientInfoOf(request.ip, request.headers['user-agent']);
      const { userId, sessionToken } = await auth.signIn(request.body, client);
      setSessionCookie(reply, sessionToken, secureCookies);
      return success({ userId });
    },
  );

  app.post('/auth/sign-out', { schema: { response: { 200: signOutAnswer } } }, async (request, reply) => {
    const { endedImpersonation } = await auth.signOut(readAuthCookies(request));
    if (endedImpersonation) clearImpersonationCookie(reply);
    else clearSessionCookies(reply);
    return success({ endedImpersonation });
  });

  app.post(
    '/auth/password-reset',
    { config: STRICT_LIMIT, schema: { body: z.object({ email }), response: { 200: nothing } } },
    async (request) => {
      await auth.requestPasswordReset(request.body.email);
      return success(null);
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: STRICT_LIMIT,
      schema: { body: z.object({ token: z.string().min(1).max(128), password }), response: { 200: nothing } },
    },
    async (request, reply) => {
      const { token, password: newPassword } = request.body;
      await auth.resetPassword(token, newPassword);
      clearSessionCookies(reply);
      return success(null);
    },
  );

  app.get('/token', { schema: { response: { 200: tokenAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return success(await auth.issueToken(readAuthCookies(request)));
  });
};
