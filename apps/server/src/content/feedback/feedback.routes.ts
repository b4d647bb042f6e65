import { successEnvelopeSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { success, typed } from '../../http';
import { messageBodySchema, pointBodySchema } from './feedback-schemas';
import { postponeFeedback, ratePoint, sendFeedbackMessage } from './feedback-service';

const pointAnswer = successEnvelopeSchema(z.object({ point: z.number() }));
const nothing = successEnvelopeSchema(z.null());
const postponedAnswer = successEnvelopeSchema(z.object({ postponedUntil: z.number() }));

export const feedbackRoutes = async (plain: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> => {
  const app = typed(plain);
  app.post(
    '/user/feedback/point',
    { preParsing: app.requireUser, schema: { body: pointBodySchema, response: { 200: pointAnswer } } },
    async (request) => {
      const { point } = request.body;
      await ratePoint(ctx.db, request.auth!.userId, point, ctx.now());
      return success({ point });
    },
  );

  app.post(
    '/user/feedback/message',
    { preParsing: app.requireUser, schema: { body: messageBodySchema, response: { 200: nothing } } },
    async (request) => {
      const { message } = request.body;
      await sendFeedbackMessage(ctx.db, request.auth!.userId, message, ctx.now());
      return success(null);
    },
  );

  /** Answers until when the prompt stays away, in unix seconds like the other dates of the API. */
  app.post(
    '/user/feedback/postpone',
    { preParsing: app.requireUser, schema: { response: { 200: postponedAnswer } } },
    async (request) => {
      const until = await postponeFeedback(ctx.db, request.auth!.userId, ctx.now());
      return success({ postponedUntil: Math.floor(until / 1000) });
    },
  );
};
