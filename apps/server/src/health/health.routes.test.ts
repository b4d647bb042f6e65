import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling, useZodSchemas } from '../http';
import { healthRoutes } from './routes';

const appWith = async (options: Partial<Parameters<typeof healthRoutes>[1]>) => {
  const app = Fastify({ logger: false });
  useZodSchemas(app);
  registerErrorHandling(app);
  await app.register(healthRoutes, { version: '1.0.0', startedAt: Date.now(), role: 'all', ...options });
  return app;
};

describe('GET health per role', () => {
  it('answers ready with no checks for the embedded process (ROLE=all), as before', async () => {
    const app = await appWith({});
    const res = await app.inject('/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toMatchObject({ status: 'ok', role: 'all', ready: true, checks: {} });
  });

  it('answers 503 unavailable while a dependency of the role is unreachable, and names it', async () => {
    const app = await appWith({
      role: 'scanner',
      readiness: async () => ({ database: true, redis: false, feed: true }),
    });
    const res = await app.inject('/health');
    expect(res.statusCode).toBe(503);
    expect(res.json().data).toMatchObject({
      status: 'unavailable',
      role: 'scanner',
      ready: false,
      checks: { database: true, redis: false, feed: true },
    });
    // Liveness does not depend on Redis: the process answers, so no supervisor restarts it.
    const live = await app.inject('/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toMatchObject({ status: 'ok', role: 'scanner' });
  });
});
