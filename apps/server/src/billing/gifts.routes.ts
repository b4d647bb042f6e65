import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { success } from '../http';
import { activateGifts, giftsOf } from './gifts';

// "Activate all" sends every not-activated name; a user holds far fewer gifts than this.
const activateBody = z.object({ names: z.array(z.string().min(1).max(64)).min(1).max(200) });

export const giftsRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> => {
  app.get('/user/gifts', { preParsing: app.requireUser }, async (request) =>
    success(await giftsOf(ctx.db, request.auth!.userId)),
  );

  app.post('/user/gift', { preParsing: app.requireUser, schema: { body: activateBody } }, async (request) => {
    const { names } = request.body as z.infer<typeof activateBody>;
    return success(await activateGifts(ctx.db, request.auth!.userId, names, ctx.now()));
  });
};
