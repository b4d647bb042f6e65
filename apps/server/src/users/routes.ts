import {
  sessionSchema,
  settingsSchema,
  settingsSubmissionSchema,
  successEnvelopeSchema,
  userSchema,
} from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { perUserLimit, success, typed } from '../http';
import type { UserService } from './user-service';

type UserRoutesOptions = { userService: UserService };

const password = z.string().max(256);

const nothing = successEnvelopeSchema(z.null());
const userAnswer = successEnvelopeSchema(userSchema);
const settingsAnswer = successEnvelopeSchema(settingsSchema);
const profileAnswer = successEnvelopeSchema(z.object({ displayName: z.string(), nationalCode: z.string() }));
const activityAnswer = successEnvelopeSchema(z.array(sessionSchema));

/** The user-service calls of spec §7 that belong to the account itself. */
export const userRoutes = async (plain: FastifyInstance, { userService }: UserRoutesOptions) => {
  const app = typed(plain);
  app.addHook('preParsing', app.requireUser);
  const caller = (request: { auth: { userId: string; sessionId: string } | null }) => request.auth!;

  app.get('/user', { schema: { response: { 200: userAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return success(await userService.view(caller(request).userId));
  });

  // The user's packs arrive as typed, so the domain's pack rules answer with the spec's keys (settings-rules).
  app.post(
    '/user/settings/edit',
    { schema: { body: settingsSubmissionSchema, response: { 200: settingsAnswer } } },
    async (request) => success(await userService.editSettings(caller(request).userId, request.body)),
  );

  app.post(
    '/user/update',
    {
      schema: {
        body: z.object({ displayName: z.string().max(64), nationalCode: z.string().max(16) }),
        response: { 200: profileAnswer },
      },
    },
    async (request) => success(await userService.updateProfile(caller(request).userId, request.body)),
  );

  app.post(
    '/user/reset-password',
    {
      config: perUserLimit({ max: 10, timeWindow: '1 minute' }),
      schema: {
        body: z.object({ currentPassword: password, newPassword: password }),
        response: { 200: nothing },
      },
    },
    async (request) => {
      const { userId, sessionId } = caller(request);
      await userService.changePassword(userId, sessionId, request.body);
      return success(null);
    },
  );

  app.get('/user/activity', { schema: { response: { 200: activityAnswer } } }, async (request) =>
    success(await userService.activity(caller(request).userId)),
  );

  app.delete(
    '/user/activity/:id',
    { schema: { params: z.object({ id: z.string().min(1).max(64) }), response: { 200: nothing } } },
    async (request) => {
      await userService.terminateSession(caller(request).userId, request.params.id);
      return success(null);
    },
  );

  app.post('/user/freeze', { schema: { response: { 200: nothing } } }, async (request) => {
    const { userId, sessionId } = caller(request);
    await userService.freeze(userId, sessionId);
    return success(null);
  });

  app.post('/user/unfreeze', { schema: { response: { 200: nothing } } }, async (request) => {
    await userService.unfreeze(caller(request).userId);
    return success(null);
  });

  app.post('/user/enable-xmoon', { schema: { response: { 200: nothing } } }, async (request) => {
    await userService.enableXmoon(caller(request).userId);
    return success(null);
  });
};
