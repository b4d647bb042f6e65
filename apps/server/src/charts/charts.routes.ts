import {
  savedChartIdSchema,
  savedChartPayloadSchema,
  savedChartSchema,
  successEnvelopeSchema,
} from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { success, typed } from '../http';
import { createChartsService } from './charts-service';

const chartParams = z.object({ chartId: savedChartIdSchema });
const listAnswer = successEnvelopeSchema(z.array(savedChartSchema));
const chartAnswer = successEnvelopeSchema(savedChartSchema);
/** The chart's drawing as the chart library serialised it: stored and answered as text. */
const contentAnswer = successEnvelopeSchema(z.string());
const nothing = successEnvelopeSchema(z.null());

/** The user-chart calls of spec §7: list, content, save and delete of the caller's own charts. */
export const chartsRoutes = async (plain: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> => {
  const app = typed(plain);
  const charts = createChartsService({ db: ctx.db, now: ctx.now });
  const userOf = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.get(
    '/chart',
    { preParsing: app.requireUser, schema: { response: { 200: listAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await charts.list(userOf(request)));
    },
  );

  app.get(
    '/chart/:chartId',
    { preParsing: app.requireUser, schema: { params: chartParams, response: { 200: contentAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await charts.content(userOf(request), request.params.chartId));
    },
  );

  app.post(
    '/chart/:chartId',
    {
      preParsing: app.requireUser,
      schema: { params: chartParams, body: savedChartPayloadSchema, response: { 200: chartAnswer } },
    },
    async (request) => success(await charts.save(userOf(request), request.params.chartId, request.body)),
  );

  app.delete(
    '/chart/:chartId',
    { preParsing: app.requireUser, schema: { params: chartParams, response: { 200: nothing } } },
    async (request) => {
      await charts.remove(userOf(request), request.params.chartId);
      return success(null);
    },
  );
};
