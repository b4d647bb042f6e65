import type { FastifyInstance } from 'fastify';
import { requireAdministrator } from '../../admin';
import type { AppContext } from '../../app-context';
import { success } from '../../http';
import { type HelpEntryInput, helpEntryBodySchema, helpParamsSchema, helpQuerySchema } from './help-schemas';
import { deleteHelpEntry, helpTree, saveHelpEntry } from './help-service';
import type { HelpVariant } from './help-tree';

type SectionParams = { sectionId: string };

export const helpRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> => {
  const adminOnly = [app.requireUser, requireAdministrator(ctx.users)];

  /** The help centre tree in English and Persian; type=mobile answers the phone layout's variant. */
  app.get(
    '/help',
    { preParsing: app.requireUser, schema: { querystring: helpQuerySchema } },
    async (request) => {
      const { type } = request.query as { type: HelpVariant };
      return success(await helpTree(ctx.db, type));
    },
  );

  app.put(
    '/admin/help/:sectionId',
    { preParsing: adminOnly, schema: { params: helpParamsSchema, body: helpEntryBodySchema } },
    async (request, reply) => {
      const { sectionId } = request.params as SectionParams;
      const saved = await saveHelpEntry(ctx.db, sectionId, request.body as HelpEntryInput, ctx.now());
      return reply.status(saved.created ? 201 : 200).send(success(saved.entry));
    },
  );

  app.delete(
    '/admin/help/:sectionId',
    { preParsing: adminOnly, schema: { params: helpParamsSchema } },
    async (request) => {
      const { sectionId } = request.params as SectionParams;
      await deleteHelpEntry(ctx.db, sectionId);
      return success({ id: sectionId });
    },
  );
};
