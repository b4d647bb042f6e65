import type { FastifyInstance } from 'fastify';
import { requireAdministrator } from '../../admin';
import type { AppContext } from '../../app-context';
import { success } from '../../http';
import { readTipsBodySchema, type TipInput, tipBodySchema, tipParamsSchema } from './tip-schemas';
import { deleteTip, markTipsRead, publishTip, tipsForUser } from './tips-service';

export const tipsRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> => {
  const adminOnly = [app.requireUser, requireAdministrator(ctx.users)];

  app.get('/user/tips', { preParsing: app.requireUser }, async (request) =>
    success(await tipsForUser(ctx.db, request.auth!.userId)),
  );

  app.post(
    '/user/tips/read',
    { preParsing: app.requireUser, schema: { body: readTipsBodySchema } },
    async (request) => {
      const { tipIds } = request.body as { tipIds: string[] };
      return success({ tipIds: await markTipsRead(ctx.db, request.auth!.userId, tipIds, ctx.now()) });
    },
  );

  app.post(
    '/admin/tips',
    { preParsing: adminOnly, schema: { body: tipBodySchema } },
    async (request, reply) =>
      reply.status(201).send(success(await publishTip(ctx.db, request.body as TipInput, ctx.now()))),
  );

  app.delete(
    '/admin/tips/:id',
    { preParsing: adminOnly, schema: { params: tipParamsSchema } },
    async (request) => {
      const { id } = request.params as { id: string };
      await deleteTip(ctx.db, id);
      return success({ id });
    },
  );
};
