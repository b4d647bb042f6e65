import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { healthRoutes } from './health';
import { registerErrorHandling, zodValidatorCompiler } from './http';
import { webHost } from './web-host';

export const APP_VERSION = '0.1.0';

type BuildOptions = {
  /** Tests pass `false` to keep their output quiet. */
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole HTTP application; `server.ts` owns the process, tests call `app.inject`. */
export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    requestTimeout: config.requestTimeoutMs,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // Served over plain http on a LAN address, this directive would break every asset.
        'upgrade-insecure-requests': null,
      },
    },
    // The SPA is served from the same origin; COEP would block nothing we use but breaks dev tools' previews.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(healthRoutes, { prefix: '/api/v1', version: APP_VERSION, startedAt: Date.now() });
  await app.register(webHost, { webDistDir: config.webDistDir });
  return app;
};
