import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HTTP_KEYS, HttpError } from '../http';
import type { Metrics } from './metrics';
import { metricsAccess } from './metrics-access';

const FORWARDING = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * GET /metrics (Prometheus text format) and the request-latency hook. Registered at the app's root before the other
 * routes (fastify-plugin: the hook then sees every route). Requests no route matched share one label.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { metrics, token }: { metrics: Metrics; token: string | undefined }) => {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const allowed = metricsAccess(token, {
        remoteAddress: request.socket.remoteAddress,
        authorization: request.headers.authorization,
        forwarded: FORWARDING.some((name) => request.headers[name] !== undefined),
      });
      if (allowed === 401) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new HttpError(401, 'auth.unauthorized');
      }
      if (allowed === 404) throw new HttpError(404, HTTP_KEYS.notFound);
      reply.header('content-type', metrics.registry.contentType);
      reply.header('cache-control', 'no-store');
      return metrics.registry.metrics();
    });
  },
  { name: 'metrics' },
);
