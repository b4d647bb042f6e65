import { giftSchema, successEnvelopeSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { success, typed } from '../http';
import { activateGifts, giftsOf } from './gifts';

// "Activate all" sends every not-activated name; a user holds far fewer gifts than this.
const activateBody = z.object({ names: z.array(z.string().min(1).max(64)).min(1).max(200) });
const giftsAnswer = successEnvelopeSchema(z.array(giftSchema));

export const giftsRoutes = async (plain: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> => {
  const app = typed(plain);
  app.get(
    '/user/gifts',
    { preParsing: app.requireUser, schema: { response: { 200: giftsAnswer } } },
    async (request) => success(await giftsOf(ctx.db, request.auth!.userId)),
  );

  app.post(
    '/user/gift',
    { preParsing: app.requireUser, schema: { body: activateBody, response: { 200: giftsAnswer } } },
    async (request) =>
      success(await activateGifts(ctx.db, request.auth!.userId, request.body.names, ctx.now())),
  );
};
