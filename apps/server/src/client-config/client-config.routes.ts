import { clientConfigSchema, hintChannelSchema, successEnvelopeSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { success, typed } from '../http';
import { hintChannelOf } from './hint-channel';

const clientConfigAnswer = successEnvelopeSchema(clientConfigSchema);
const hintChannelAnswer = successEnvelopeSchema(hintChannelSchema);

/**
 * What the web app is configured with at run time rather than build time: the live chat's provider and site id
 * (public: the widget's own script shows it to every visitor) and whether a hint channel exists. The channel's
 * address is for members only, so it has its own call behind the plan check.
 */
export const clientConfigRoutes = async (plain: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const app = typed(plain);
  const { liveChat, hintChannelUrl } = ctx.config;

  app.get('/client-config', { schema: { response: { 200: clientConfigAnswer } } }, async () =>
    success({ liveChat: liveChat ?? null, hintChannel: hintChannelUrl !== undefined }),
  );

  app.get(
    '/user/hint-channel',
    { preParsing: app.requireUser, schema: { response: { 200: hintChannelAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success({ url: await hintChannelOf(ctx, request.auth!.userId) });
    },
  );
};
