import { successEnvelopeSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { success, typed } from '../http';

const healthAnswer = successEnvelopeSchema(
  z.object({ status: z.literal('ok'), version: z.string(), time: z.string(), uptimeS: z.number() }),
);

type HealthOptions = { version: string; startedAt: number };

/** The health check the offline screen polls every 5 s (spec §4): cheap, unauthenticated, never cached. */
export const healthRoutes = async (app: FastifyInstance, options: HealthOptions): Promise<void> => {
  typed(app).get('/health', { schema: { response: { 200: healthAnswer } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return success({
      status: 'ok' as const,
      version: options.version,
      time: new Date().toISOString(),
      uptimeS: Math.round((Date.now() - options.startedAt) / 1000),
    });
  });
};
