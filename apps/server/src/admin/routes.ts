import { successEnvelopeSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AuthService, clientInfoOf, setImpersonationCookie } from '../auth';
import { success, typed } from '../http';
import type { UsersRepo } from '../users';
import { requireAdministrator } from './require-administrator';

type AdminRoutesOptions = { auth: AuthService; users: UsersRepo; secureCookies: boolean };

export const adminRoutes = async (
  plain: FastifyInstance,
  { auth, users, secureCookies }: AdminRoutesOptions,
) => {
  const app = typed(plain);
  app.addHook('preParsing', app.requireUser);
  app.addHook('preParsing', requireAdministrator(users));

  /** Acts as a user: later tokens from this browser are the user's until logout clears the cookie (spec §4). */
  app.post(
    '/impersonate',
    {
      schema: {
        body: z.object({ userId: z.string().min(1).max(64) }),
        response: { 200: successEnvelopeSchema(z.object({ userId: z.string() })) },
      },
    },
    async (request, reply) => {
      const { userId } = request.body;
      const client = clientInfoOf(request.ip, request.headers['user-agent']);
      const token = await auth.startImpersonation(request.auth!.userId, userId, client);
      setImpersonationCookie(reply, token, secureCookies);
      return success({ userId });
    },
  );
};
