import { helpEntrySchema, helpSectionSchema, successEnvelopeSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAdministrator } from '../../admin';
import type { AppContext } from '../../app-context';
import { success, typed } from '../../http';
import { helpEntryBodySchema, helpParamsSchema, helpQuerySchema } from './help-schemas';
import { deleteHelpEntry, helpTree, saveHelpEntry } from './help-service';

const treeAnswer = successEnvelopeSchema(z.array(helpSectionSchema));
const entryAnswer = successEnvelopeSchema(helpEntrySchema);
const deletedAnswer = successEnvelopeSchema(z.object({ id: z.string() }));

export const helpRoutes = async (plain: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> => {
  const app = typed(plain);
  const adminOnly = [app.requireUser, requireAdministrator(ctx.users)];

  /** The help centre tree in English and Persian; type=mobile answers the phone layout's variant. */
  app.get(
    '/help',
    { preParsing: app.requireUser, schema: { querystring: helpQuerySchema, response: { 200: treeAnswer } } },
    async (request) => success(await helpTree(ctx.db, request.query.type)),
  );

  app.put(
    '/admin/help/:sectionId',
    {
      preParsing: adminOnly,
      schema: {
        params: helpParamsSchema,
        body: helpEntryBodySchema,
        response: { 200: entryAnswer, 201: entryAnswer },
      },
    },
    async (request, reply) => {
      const saved = await saveHelpEntry(ctx.db, request.params.sectionId, request.body, ctx.now());
      return reply.status(saved.created ? 201 : 200).send(success(saved.entry));
    },
  );

  app.delete(
    '/admin/help/:sectionId',
    { preParsing: adminOnly, schema: { params: helpParamsSchema, response: { 200: deletedAnswer } } },
    async (request) => {
      const { sectionId } = request.params;
      await deleteHelpEntry(ctx.db, sectionId);
      return success({ id: sectionId });
    },
  );
};
