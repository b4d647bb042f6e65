import { settingsSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { success } from '../http';
import type { UserService } from './user-service';

type UserRoutesOptions = { userService: UserService };

const password = z.string().max(256);

/** The user-service calls of spec §7 that belong to the account itself. */
export const userRoutes = async (app: FastifyInstance, { userService }: UserRoutesOptions) => {
  app.addHook('preParsing', app.requireUser);
  const caller = (request: { auth: { userId: string; sessionId: string } | null }) => request.auth!;

  app.get('/user', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return success(await userService.view(caller(request).userId));
  });

  app.post('/user/settings/edit', { schema: { body: settingsSchema } }, async (request) =>
    success(
      await userService.editSettings(caller(request).userId, request.body as z.infer<typeof settingsSchema>),
    ),
  );

  app.post(
    '/user/update',
    { schema: { body: z.object({ displayName: z.string().max(64), nationalCode: z.string().max(16) }) } },
    async (request) =>
      success(
        await userService.updateProfile(
          caller(request).userId,
          request.body as { displayName: string; nationalCode: string },
        ),
      ),
  );

  app.post(
    '/user/reset-password',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: z.object({ currentPassword: password, newPassword: password }) },
    },
    async (request) => {
      const { userId, sessionId } = caller(request);
      await userService.changePassword(
        userId,
        sessionId,
        request.body as { currentPassword: string; newPassword: string },
      );
      return success(null);
    },
  );

  app.get('/user/activity', async (request) => success(await userService.activity(caller(request).userId)));

  app.delete(
    '/user/activity/:id',
    { schema: { params: z.object({ id: z.string().min(1).max(64) }) } },
    async (request) => {
      await userService.terminateSession(caller(request).userId, (request.params as { id: string }).id);
      return success(null);
    },
  );

  app.post('/user/freeze', async (request) => {
    const { userId, sessionId } = caller(request);
    await userService.freeze(userId, sessionId);
    return success(null);
  });

  app.post('/user/unfreeze', async (request) => {
    await userService.unfreeze(caller(request).userId);
    return success(null);
  });

  app.post('/user/enable-xmoon', async (request) => {
    await userService.enableXmoon(caller(request).userId);
    return success(null);
  });
};
