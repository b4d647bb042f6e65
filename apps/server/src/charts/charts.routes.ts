import { type SavedChartPayload, savedChartIdSchema, savedChartPayloadSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { success } from '../http';
import { createChartsService } from './charts-service';

const chartParams = z.object({ chartId: savedChartIdSchema });

/** The user-chart calls of spec §7: list, content, save and delete of the caller's own charts. */
export const chartsRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> => {
  const charts = createChartsService({ db: ctx.db, now: ctx.now });
  const userOf = (request: { auth: { userId: string } | null }) => request.auth!.userId;
  const chartIdOf = (request: { params: unknown }) => (request.params as { chartId: string }).chartId;

  app.get('/chart', { preParsing: app.requireUser }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return success(await charts.list(userOf(request)));
  });

  app.get(
    '/chart/:chartId',
    { preParsing: app.requireUser, schema: { params: chartParams } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await charts.content(userOf(request), chartIdOf(request)));
    },
  );

  app.post(
    '/chart/:chartId',
    { preParsing: app.requireUser, schema: { params: chartParams, body: savedChartPayloadSchema } },
    async (request) =>
      success(await charts.save(userOf(request), chartIdOf(request), request.body as SavedChartPayload)),
  );

  app.delete(
    '/chart/:chartId',
    { preParsing: app.requireUser, schema: { params: chartParams } },
    async (request) => {
      await charts.remove(userOf(request), chartIdOf(request));
      return success(null);
    },
  );
};
