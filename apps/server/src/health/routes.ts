import type { FastifyInstance } from 'fastify';
import { success } from '../http';

type HealthOptions = { version: string; startedAt: number };

/** The health check the offline screen polls every 5 s (spec §4): cheap, unauthenticated, never cached. */
export const healthRoutes = async (app: FastifyInstance, options: HealthOptions): Promise<void> => {
  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return success({
      status: 'ok' as const,
      version: options.version,
      time: new Date().toISOString(),
      uptimeS: Math.round((Date.now() - options.startedAt) / 1000),
    });
  });
};
