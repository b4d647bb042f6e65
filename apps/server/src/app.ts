import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { APP_VERSION } from '@tradescope/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { adminRoutes, auditAdminChanges, createAuditRepo } from './admin';
import { type Alerts, alertsRoutes, type DeliveryOptions, type Resolve } from './alerts';
import { authenticatePlugin, authRoutes } from './auth';
import { billingRoutes } from './billing';
import { chartsRoutes } from './charts';
import { clientConfigRoutes, cspDirectives } from './client-config';
import { compose } from './compose';
import type { Config } from './config';
import { contentRoutes } from './content';
import { healthRoutes } from './health';
import { collectOpenApi, openApiRoutes, registerErrorHandling, useZodSchemas } from './http';
import type { LiveMatches } from './live-matches';
import { dataRoutes, type MarketData, marketRoutes, WS_LIMITS, wsRoutes } from './market-data';
import { matchesRoutes, strategyListRoute } from './matches';
import { metricsPlugin } from './metrics';
import { type TelegramAlerts, type TelegramModule, telegramWebhookRoutes } from './telegram';
import { type BacktestRunner, type TrackRecord, trackRecordRoutes } from './track-record';
import { uploadsRoutes } from './uploads';
import { userRoutes } from './users';
import { verificationRoutes } from './verification';
import { webHost } from './web-host';

type BuildOptions = {
  /** Tests pass `false` to keep their output quiet. */
  logger?: FastifyServerOptions['logger'];
  /** Tests move the clock; everything else reads the real one. */
  now?: () => number;
  /** Tests: a TelegramAlerts stand-in, the delivery workers' timings, and how webhook host names resolve. */
  alerts?: {
    telegram?: TelegramAlerts;
    delivery?: Partial<DeliveryOptions>;
    random?: () => number;
    resolve?: Resolve;
  };
  /** Tests: the track record's backtest on a few series, or held to see the state while it runs. */
  backtest?: BacktestRunner;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The running feed, the market-data service and the socket hub (tests step the replay through it). */
    marketData: MarketData;
    /** The scanner and the live matches (tests and benchmarks wait on `idle()`). */
    liveMatches: LiveMatches;
    /** The alert bot, when TELEGRAM_BOT_TOKEN is set (tests send through it and read its bindings). */
    telegram: TelegramModule | undefined;
    /** Alert evaluation and delivery (tests drain it with `idle()` and `deliverDue()`). */
    alerts: Alerts;
    /** The track record's backtest (tests wait on `idle()`). */
    trackRecord: TrackRecord;
  }
}

/**
 * Builds the whole HTTP application; `server.ts` owns the process, tests call `app.inject`. `compose` picks the
 * implementations and wires the modules; this file registers their routes: the API under /api/v1, the market
 * websockets under /ws/v1, the strategy list and the web app at the root.
 */
export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<FastifyInstance> => {
  if (config.role === 'scanner' || config.role === 'notifier') return buildWorkerApp(config, options);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    requestTimeout: config.requestTimeoutMs,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  useZodSchemas(app);
  collectOpenApi(app, APP_VERSION);
  registerErrorHandling(app);

  const now = options.now ?? Date.now;
  const parts = await compose(config, {
    now,
    log: app.log,
    ...(options.alerts === undefined ? {} : { alerts: options.alerts }),
    ...(options.backtest === undefined ? {} : { backtest: options.backtest }),
  });
  const { ctx, marketData, liveMatches } = parts;
  // onReady hooks run in order and onClose hooks in reverse: the feed runs between ready and close (an app built and
  // closed by a test leaves no timer or socket behind), and the database closes after every route plugin's hooks.
  app.addHook('onReady', parts.start);
  app.addHook('onClose', parts.stop);
  app.decorate('marketData', marketData);
  app.decorate('liveMatches', liveMatches);
  app.decorate('telegram', parts.telegram);
  app.decorate('alerts', parts.alerts);
  app.decorate('trackRecord', parts.trackRecord);

  // First: its latency hook then times every route registered below.
  await app.register(metricsPlugin, { metrics: parts.metrics, token: config.metricsToken });
  await app.register(helmet, {
    contentSecurityPolicy: { directives: cspDirectives(config.liveChat) },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  // Off by default; routes that guard a secret (sign-in, codes) opt in with their own limits.
  // In the scale mode every process counts in Redis: two api processes must not each allow the whole limit.
  await app.register(rateLimit, {
    global: false,
    ...(parts.redis === undefined ? {} : { redis: parts.redis.commands }),
  });
  await app.register(authenticatePlugin, { auth: ctx.auth });
  await app.register(websocket, { options: { maxPayload: WS_LIMITS.maxPayloadBytes } });

  const { auth, users } = ctx;
  const secureCookies = config.publicUrl.startsWith('https:');
  const audit = createAuditRepo(ctx.db);
  app.addHook('onSend', auditAdminChanges(audit, users, now));
  const health = {
    feed: marketData.feed,
    scanStats: liveMatches.stats,
    db: ctx.db,
    postgres: config.databaseUrl !== undefined,
    now,
  };
  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        version: APP_VERSION,
        startedAt: now(),
        role: config.role,
        ...(parts.readiness === undefined ? {} : { readiness: parts.readiness }),
      });
      await api.register(openApiRoutes);
      await api.register(clientConfigRoutes, { ctx });
      await api.register(authRoutes, {
        auth,
        secureCookies,
        attemptsPerMinute: config.authAttemptsPerMinute,
      });
      await api.register(adminRoutes, {
        prefix: '/admin',
        auth,
        users,
        audit,
        health,
        userDetail: parts.userDetail,
        systemPacks: parts.systemPacks,
        onSystemPacksEdited: parts.systemPacksEdited,
        db: ctx.db,
        secureCookies,
      });
      await api.register(userRoutes, { userService: parts.userService });
      await api.register(verificationRoutes, { ctx });
      await api.register(uploadsRoutes, { ctx });
      await api.register(billingRoutes, { ctx, provider: parts.paymentProvider });
      await api.register(contentRoutes, { ctx });
      await api.register(chartsRoutes, { ctx });
      await api.register(marketRoutes, { service: marketData.service });
      await api.register(dataRoutes, { service: marketData.service });
      await api.register(matchesRoutes, { matches: parts.matches });
      await api.register(trackRecordRoutes, { trackRecord: parts.trackRecord });
      const webhook = parts.telegram?.webhook;
      if (webhook !== undefined) await api.register(telegramWebhookRoutes, { webhook });
      await api.register(alertsRoutes, { alerts: parts.alerts });
    },
    { prefix: '/api/v1' },
  );
  await app.register(wsRoutes, { prefix: '/ws/v1', ctx, hub: marketData.sockets });
  await app.register(strategyListRoute);
  await app.register(webHost, { webDistDir: config.webDistDir });
  return app;
};

/**
 * A scanner or notifier of the scale mode: the role's work between ready and close, and no HTTP but its health (a
 * supervisor's probes), so nothing public reaches a process that holds work.
 */
const buildWorkerApp = async (config: Config, options: BuildOptions): Promise<FastifyInstance> => {
  // A scanner's ready hook starts the deployment's feed and relays its snapshot (3.8-3.9 CPU s with the replay's 1,384
  // series, bench/feed-relay.mjs): Fastify's 10 s for a hook is too short on a loaded machine, and nothing but health
  // is served meanwhile.
  const app = Fastify({ logger: options.logger ?? { level: config.logLevel }, pluginTimeout: 60_000 });
  useZodSchemas(app);
  registerErrorHandling(app);
  const now = options.now ?? Date.now;
  const deps = { now, log: app.log, ...(options.alerts === undefined ? {} : { alerts: options.alerts }) };
  // Loaded only for these roles: they bring BullMQ and ioredis, which the embedded process never loads.
  const { composeNotifier, composeScanner } = await import('./compose-workers');
  const parts =
    config.role === 'scanner' ? await composeScanner(config, deps) : await composeNotifier(config, deps);
  app.addHook('onReady', parts.start);
  app.addHook('onClose', parts.stop);
  await app.register(healthRoutes, {
    prefix: '/api/v1',
    version: APP_VERSION,
    startedAt: now(),
    role: config.role,
    readiness: parts.readiness,
  });
  return app;
};
