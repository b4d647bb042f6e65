import { successEnvelopeSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SERVER_ROLES, type ServerRole } from '../config';
import { success, typed } from '../http';

const liveAnswer = z.object({
  status: z.literal('ok'),
  version: z.string(),
  time: z.string(),
  uptimeS: z.number(),
  role: z.enum(SERVER_ROLES),
});
const readyAnswer = (status: z.ZodType) =>
  successEnvelopeSchema(
    liveAnswer.extend({
      status,
      /** Every dependency this role needs is reachable now: a load balancer may send it work. */
      ready: z.boolean(),
      /** Each dependency checked (database, redis, feed) and whether it answered; empty for ROLE=all. */
      checks: z.record(z.string(), z.boolean()),
    }),
  );

type HealthOptions = {
  version: string;
  startedAt: number;
  role: ServerRole;
  /** The role's dependencies, checked on each request; absent (ROLE=all) the process is ready once it answers. */
  readiness?: () => Promise<Record<string, boolean>>;
};

/**
 * The health check the offline screen polls every 5 s (spec §4): cheap, unauthenticated, never cached. It answers
 * readiness per role (503 while a dependency of the scale mode is unreachable); `/health/live` only says the process
 * runs (a supervisor restarts it when that fails).
 */
export const healthRoutes = async (app: FastifyInstance, options: HealthOptions): Promise<void> => {
  const base = () => ({
    status: 'ok' as const,
    version: options.version,
    time: new Date().toISOString(),
    uptimeS: Math.round((Date.now() - options.startedAt) / 1000),
    role: options.role,
  });
  typed(app).get(
    '/health',
    {
      schema: { response: { 200: readyAnswer(z.literal('ok')), 503: readyAnswer(z.literal('unavailable')) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const checks = options.readiness === undefined ? {} : await options.readiness();
      const ready = Object.values(checks).every(Boolean);
      return reply
        .code(ready ? 200 : 503)
        .send(
          success({ ...base(), status: ready ? ('ok' as const) : ('unavailable' as const), ready, checks }),
        );
    },
  );
  typed(app).get(
    '/health/live',
    { schema: { response: { 200: successEnvelopeSchema(liveAnswer) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(base());
    },
  );
};
