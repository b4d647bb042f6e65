import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { APP_VERSION } from '@tradescope/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { adminRoutes } from './admin';
import type { AppContext } from './app-context';
import { authenticatePlugin, authRoutes, createAuthService, loadAuthSecret } from './auth';
import { billingRoutes } from './billing';
import { chartsRoutes } from './charts';
import type { Config } from './config';
import { contentRoutes, seedContent } from './content';
import { openDatabase } from './db';
import { healthRoutes } from './health';
import { registerErrorHandling, zodValidatorCompiler } from './http';
import { createMailer } from './mail';
import { marketDataPlugin } from './market-data';
import { registerScanning } from './scanning-wiring';
import { loadSystemPacks, seedSystemPacks } from './system-packs';
import { uploadsRoutes } from './uploads';
import { createUserExtras } from './user-extras';
import { createUserService, createUsersRepo, userRoutes } from './users';
import { verificationRoutes } from './verification';
import { webHost } from './web-host';

type BuildOptions = {
  /** Tests pass `false` to keep their output quiet. */
  logger?: FastifyServerOptions['logger'];
  /** Tests move the clock; everything else reads the real one. */
  now?: () => number;
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

  const now = options.now ?? Date.now;
  const db = await openDatabase(config);
  app.addHook('onClose', () => db.destroy());
  const mailer = createMailer(config);
  const auth = createAuthService({
    db,
    mailer,
    now,
    secret: loadAuthSecret(config.authSecret, config.dataDir),
    publicUrl: config.publicUrl,
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // Served over plain http on a LAN address, this directive would break every asset.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  // Off by default; routes that guard a secret (sign-in, codes) opt in with their own limits.
  await app.register(rateLimit, { global: false });
  await app.register(authenticatePlugin, { auth });

  if (config.admin !== undefined) await auth.ensureAdministrator(config.admin.email, config.admin.password);
  await seedSystemPacks(db, now());
  await seedContent(db, now());
  const systemPacks = await loadSystemPacks(db);
  const users = createUsersRepo(db);
  const ctx: AppContext = { config, db, mailer, auth, users, now };
  const secureCookies = config.publicUrl.startsWith('https:');
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version: APP_VERSION, startedAt: now() });
      await api.register(authRoutes, { auth, secureCookies });
      await api.register(adminRoutes, { prefix: '/admin', auth, users, secureCookies });
      await api.register(userRoutes, {
        userService: createUserService({ db, now, extrasOf: createUserExtras(db, config), systemPacks }),
      });
      for (const routes of [verificationRoutes, uploadsRoutes, billingRoutes, contentRoutes, chartsRoutes]) {
        await api.register(routes, { ctx });
      }
    },
    { prefix: '/api/v1' },
  );
  await app.register(marketDataPlugin, { ctx });
  await registerScanning(app, ctx, systemPacks);
  await app.register(webHost, { webDistDir: config.webDistDir });
  return app;
};
