import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { success } from '../http';
import type { AuthService } from './auth-service';
import { clientInfoOf } from './client-info';
import { clearImpersonationCookie, clearSessionCookies, readAuthCookies, setSessionCookie } from './cookies';

type AuthRoutesOptions = { auth: AuthService; secureCookies: boolean };

// Bounded lengths: a megabyte "password" would otherwise go straight into argon2.
const email = z.string().max(254);
const password = z.string().min(1).max(256);

// Per client address, before any hashing (the limiter is an onRequest hook).
const STRICT_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export const authRoutes = async (app: FastifyInstance, { auth, secureCookies }: AuthRoutesOptions) => {
  app.post(
    '/auth/sign-up',
    {
      config: STRICT_LIMIT,
      schema: { body: z.object({ email, password, displayName: z.string().max(64) }) },
    },
    async (request, reply) => {
      const body = request.body as { email: string; password: string; displayName: string };
      const client = clientInfoOf(request.ip, request.headers['user-agent']);
      const { userId, sessionToken } = await auth.signUp(body, client);
      setSessionCookie(reply, sessionToken, secureCookies);
      return reply.status(201).send(success({ userId }));
    },
  );

  app.post(
    '/auth/sign-in',
    { config: STRICT_LIMIT, schema: { body: z.object({ email, password }) } },
    async (request, reply) => {
      const client = clientInfoOf(request.ip, request.headers['user-agent']);
      const { userId, sessionToken } = await auth.signIn(
        request.body as { email: string; password: string },
        client,
      );
      setSessionCookie(reply, sessionToken, secureCookies);
      return success({ userId });
    },
  );

  app.post('/auth/sign-out', async (request, reply) => {
    const { endedImpersonation } = await auth.signOut(readAuthCookies(request));
    if (endedImpersonation) clearImpersonationCookie(reply);
    else clearSessionCookies(reply);
    return success({ endedImpersonation });
  });

  app.post(
    '/auth/password-reset',
    { config: STRICT_LIMIT, schema: { body: z.object({ email }) } },
    async (request) => {
      await auth.requestPasswordReset((request.body as { email: string }).email);
      return success(null);
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    { config: STRICT_LIMIT, schema: { body: z.object({ token: z.string().min(1).max(128), password }) } },
    async (request, reply) => {
      const { token, password: newPassword } = request.body as { token: string; password: string };
      await auth.resetPassword(token, newPassword);
      clearSessionCookies(reply);
      return success(null);
    },
  );

  app.get('/token', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return success(await auth.issueToken(readAuthCookies(request)));
  });
};
