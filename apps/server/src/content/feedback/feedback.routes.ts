import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { success } from '../../http';
import { messageBodySchema, pointBodySchema } from './feedback-schemas';
import { postponeFeedback, ratePoint, sendFeedbackMessage } from './feedback-service';

export const feedbackRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> => {
  app.post(
    '/user/feedback/point',
    { preParsing: app.requireUser, schema: { body: pointBodySchema } },
    async (request) => {
      const { point } = request.body as { point: number };
      await ratePoint(ctx.db, request.auth!.userId, point, ctx.now());
      return success({ point });
    },
  );

  app.post(
    '/user/feedback/message',
    { preParsing: app.requireUser, schema: { body: messageBodySchema } },
    async (request) => {
      const { message } = request.body as { message: string };
      await sendFeedbackMessage(ctx.db, request.auth!.userId, message, ctx.now());
      return success(null);
    },
  );

  /** Answers until when the prompt stays away, in unix seconds like the other dates of the API. */
  app.post('/user/feedback/postpone', { preParsing: app.requireUser }, async (request) => {
    const until = await postponeFeedback(ctx.db, request.auth!.userId, ctx.now());
    return success({ postponedUntil: Math.floor(until / 1000) });
  });
};
