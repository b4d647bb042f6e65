import { successEnvelopeSchema, tipSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAdministrator } from '../../admin';
import type { AppContext } from '../../app-context';
import { success, typed } from '../../http';
import { readTipsBodySchema, tipBodySchema, tipParamsSchema } from './tip-schemas';
import { deleteTip, markTipsRead, publishTip, tipsForUser } from './tips-service';

const tipsAnswer = successEnvelopeSchema(z.array(tipSchema));
const tipAnswer = successEnvelopeSchema(tipSchema);
const readAnswer = successEnvelopeSchema(z.object({ tipIds: z.array(z.string()) }));
const deletedAnswer = successEnvelopeSchema(z.object({ id: z.string() }));

export const tipsRoutes = async (plain: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> => {
  const app = typed(plain);
  const adminOnly = [app.requireUser, requireAdministrator(ctx.users)];

  app.get(
    '/user/tips',
    { preParsing: app.requireUser, schema: { response: { 200: tipsAnswer } } },
    async (request) => success(await tipsForUser(ctx.db, request.auth!.userId)),
  );

  app.post(
    '/user/tips/read',
    { preParsing: app.requireUser, schema: { body: readTipsBodySchema, response: { 200: readAnswer } } },
    async (request) => {
      const { tipIds } = request.body;
      return success({ tipIds: await markTipsRead(ctx.db, request.auth!.userId, tipIds, ctx.now()) });
    },
  );

  app.post(
    '/admin/tips',
    { preParsing: adminOnly, schema: { body: tipBodySchema, response: { 201: tipAnswer } } },
    async (request, reply) =>
      reply.status(201).send(success(await publishTip(ctx.db, request.body, ctx.now()))),
  );

  app.delete(
    '/admin/tips/:id',
    { preParsing: adminOnly, schema: { params: tipParamsSchema, response: { 200: deletedAnswer } } },
    async (request) => {
      const { id } = request.params;
      await deleteTip(ctx.db, id);
      return success({ id });
    },
  );
};
