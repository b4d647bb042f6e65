import path from 'node:path';
import { z } from 'zod';

/** Crisp's loader (docs.crisp.chat); LIVE_CHAT_SCRIPT_URL replaces it only for a loopback fake or a mirror. */
export const CRISP_SCRIPT_URL = 'https://client.crisp.chat/l.js';

/**
 * What this process does (DESIGN §4). `all`: everything in one process (the embedded default); in the scale mode
 * (`DATABASE_URL` + `REDIS_URL`) `api` serves HTTP and websockets, `scanner` reads the feed and scans closed candles,
 * `notifier` delivers the alert outbox; any number of each.
 */
export const SERVER_ROLES = ['all', 'api', 'scanner', 'notifier'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Environment variables the server reads, once, at start (README lists them). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  ROLE: z.enum(SERVER_ROLES).default('all'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Tradescope <no-reply@tradescope.local>'),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'must be a Telegram bot username')
    .default('TradescopeAlertBot'),
  // BotFather's token: the numeric bot id, a colon, then 35 characters.
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]{30,}$/, 'must be a Telegram bot token (<id>:<secret>)')
    .optional(),
  TELEGRAM_API_ROOT: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
  ALERT_WEBHOOK_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  MARKET_DATA: z.enum(['replay', 'live', 'off']).default('replay'),
  REPLAY_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(1),
  REPLAY_SPEED: z.coerce.number().min(1).max(10_000).default(1),
  // Series each scan thread keeps warm: memory traded for the latency of a burst of closes (unset: warm-scans.ts's).
  SCAN_WARM_SERIES: z.coerce.number().int().min(0).max(100_000).optional(),
  // The track record's backtest of the whole catalog (a worker thread's ten-odd CPU seconds at start).
  TRACK_RECORD: z.enum(['on', 'off']).default('on'),
  OANDA_TOKEN: z.string().min(8).optional(),
  OANDA_URL: z.url({ protocol: /^https?$/ }).default('https://api-fxpractice.oanda.com'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox']).optional(),
  // Crisp's website id is a UUID; anything else would be copied into a page script's global.
  LIVE_CHAT_SITE_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, "must be the chat provider's website id (letters, digits, dashes)")
    .optional(),
  LIVE_CHAT_SCRIPT_URL: z.url({ protocol: /^https?$/ }).default(CRISP_SCRIPT_URL),
  HINT_CHANNEL_URL: z.url({ protocol: /^https?$/ }).optional(),
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(10),
  // A bearer secret for GET /metrics; a guessable one would open the operations data to anyone.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  NODE_ENV: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** The built web app; `undefined` serves the API alone (tests, API-only deployments). */
  webDistDir: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Fastify's default is 0 (never), which lets a slow client hold a socket forever. */
  requestTimeoutMs: number;
  /** `undefined` keeps the embedded SQLite file under dataDir. */
  databaseUrl: string | undefined;
  /** Redis for the scale mode: work queues (BullMQ), the fan-out of notices, shared rate limits. */
  redisUrl: string | undefined;
  role: ServerRole;
  /** Where users reach the app: links in e-mails, and Secure cookies when it is https. */
  publicUrl: string;
  /** Signs session tokens; `undefined` makes one and keeps it under dataDir, so restarts keep sessions. */
  authSecret: string | undefined;
  /** `undefined` writes mail into the outbox folder under dataDir. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The alert bot users connect to (spec §7 alert-bots/bot-address). */
  telegramBotUsername: string;
  /** The alert bot itself; `undefined` runs no bot (Telegram alerts then fail as telegram-not-configured). */
  telegramBotToken: string | undefined;
  /** The Bot API server; tests point it at a loopback fake. */
  telegramApiRoot: string;
  /** Tests and local development only: alert webhooks may then be http://127.0.0.1 (a loopback receiver). */
  alertWebhookAllowLoopback: boolean;
  marketData: {
    /**
     * replay: real candles shipped in the repo, re-timed to end now, then continuing; live: the venues themselves;
     * off: no market data at all (the accounts API alone — most tests run so).
     */
    mode: 'replay' | 'live' | 'off';
    /** The replay is deterministic for a seed. */
    replaySeed: number;
    /** How many replay seconds pass per real second (tests and demos). */
    replaySpeed: number;
    oandaToken: string | undefined;
    oandaUrl: string;
  };
  /** Both set: an administrator account is created at start if it does not exist. */
  admin: { email: string; password: string } | undefined;
  /**
   * The payment gateway. The sandbox (a page of this app that settles without money) is the default outside
   * production; in production it must be asked for explicitly, and without a gateway checkout is refused.
   */
  paymentProvider: 'sandbox' | undefined;
  /** The live-chat widget (spec §1 "site id not shown"); `undefined` keeps the chat off and the CSP closed to it. */
  liveChat: { provider: 'crisp'; siteId: string; scriptUrl: string } | undefined;
  /** The ICT programme's hint channel (spec §2 profile); `undefined` hides its tab. */
  hintChannelUrl: string | undefined;
  /** Sign-up, sign-in and reset requests one client address may make a minute, per route (10: a person, not a script). */
  authAttemptsPerMinute: number;
  /** TRACK_RECORD: the track record's backtest at start and its upkeep; false leaves GET strategies/stats idle. */
  trackRecord: boolean;
  /**
   * SCAN_WARM_SERIES: series a scan thread keeps warm (about 0.4 MB each), the shortest timeframes first; the rest are
   * batch-scanned at each close. `undefined`: the scan thread's default.
   */
  scanWarmSeries: number | undefined;
  /** GET /metrics needs it as a bearer token; `undefined` serves /metrics to direct loopback callers only. */
  metricsToken: string | undefined;
};

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid environment variable ${variable}: ${detail}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment into a typed config; a bad value throws a ConfigError naming the variable. */
export const loadConfig = (env: Record<string, string | undefined>, cwd = process.cwd()): Config => {
  // An empty variable means "use the default", as in most twelve-factor tooling.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? 'unknown'), issue?.message ?? 'invalid value');
  }
  // Loopback webhooks exist for tests and local development; a production server never calls its own network.
  if (parsed.data.NODE_ENV === 'production' && parsed.data.ALERT_WEBHOOK_ALLOW_LOOPBACK === 'true')
    throw new ConfigError('ALERT_WEBHOOK_ALLOW_LOOPBACK', 'must not be true in production');
  const values = parsed.data;
  // A role of its own shares work with other processes: only PostgreSQL and Redis can be shared.
  if (values.ROLE !== 'all' && (values.DATABASE_URL === undefined || values.REDIS_URL === undefined))
    throw new ConfigError('ROLE', `${values.ROLE} needs DATABASE_URL and REDIS_URL (the scale mode)`);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(cwd, values.DATA_DIR),
    webDistDir: values.WEB_DIST_DIR === undefined ? undefined : path.resolve(cwd, values.WEB_DIST_DIR),
    logLevel: values.LOG_LEVEL,
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    role: values.ROLE,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    authSecret: values.AUTH_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    telegramBotUsername: values.TELEGRAM_BOT_USERNAME,
    telegramBotToken: values.TELEGRAM_BOT_TOKEN,
    telegramApiRoot: values.TELEGRAM_API_ROOT.replace(/\/$/, ''),
    alertWebhookAllowLoopback: values.ALERT_WEBHOOK_ALLOW_LOOPBACK === 'true',
    marketData: {
      mode: values.MARKET_DATA,
      replaySeed: values.REPLAY_SEED,
      replaySpeed: values.REPLAY_SPEED,
      oandaToken: values.OANDA_TOKEN,
      oandaUrl: values.OANDA_URL.replace(/\/$/, ''),
    },
    admin:
      values.ADMIN_EMAIL !== undefined && values.ADMIN_PASSWORD !== undefined
        ? { email: values.ADMIN_EMAIL.toLowerCase(), password: values.ADMIN_PASSWORD }
        : undefined,
    paymentProvider: values.PAYMENT_PROVIDER ?? (values.NODE_ENV === 'production' ? undefined : 'sandbox'),
    liveChat:
      values.LIVE_CHAT_SITE_ID === undefined
        ? undefined
        : { provider: 'crisp', siteId: values.LIVE_CHAT_SITE_ID, scriptUrl: values.LIVE_CHAT_SCRIPT_URL },
    hintChannelUrl: values.HINT_CHANNEL_URL,
    authAttemptsPerMinute: values.AUTH_ATTEMPTS_PER_MINUTE,
    trackRecord: values.TRACK_RECORD === 'on',
    scanWarmSeries: values.SCAN_WARM_SERIES,
    metricsToken: values.METRICS_TOKEN,
  };
};
