import { availableParallelism } from 'node:os';
import { type AdminUserDetail, JUMPS_TIMEFRAME, unixSecondsFromMillis } from '@tradescope/domain';
import type { SeriesKey } from '@tradescope/engine';
import type { FastifyBaseLogger } from 'fastify';
import { type Alerts, type AlertsDeps, createAlerts } from './alerts';
import type { AppContext } from './app-context';
import { createAuthService, loadAuthSecret, memoryAttemptLimiters } from './auth';
import {
  createSandboxProvider,
  giftCoverOf,
  giftsOf,
  installmentsOf,
  type PaymentProvider,
  purchasesOf,
  remainingGiftsOf,
} from './billing';
import { chooseFeed } from './choose-feed';
import type { Config } from './config';
import { feedbackQuoteFor, seedContent, tipsForUser } from './content';
import { privateFolderSync } from './data-dir';
import { type Database, databaseReachable, openDatabase } from './db';
import type { Instrument, MarketFeed } from './feed';
import {
  copyColumns,
  createInlineRunner,
  createLiveMatches,
  createWorkerRunner,
  type ScanRunner,
} from './live-matches';
import { createOutboxMailer, createSmtpMailer, createWorkerMailer, type Mailer } from './mail';
import { catalogInstruments, createMarketData } from './market-data';
import { createMatchesService } from './matches';
import { createMetrics } from './metrics';
import { connectRedisBus, createFeedRelay, RelayedFeed, redisAttemptLimiters } from './redis';
import { shareState } from './share-state';
import { loadSystemPacks, seedSystemPacks } from './system-packs';
import { createTelegram, type TelegramAlerts, type TelegramModule } from './telegram';
import {
  type BacktestRunner,
  createInlineBacktest,
  createStoredTrackRecord,
  createTrackRecord,
  createWorkerBacktest,
  type TrackRecord,
} from './track-record';
import { avatarUrlOf, ictDataOf, videoHistoryOf } from './uploads';
import {
  accessHolderOf,
  createUserService,
  createUsersRepo,
  type UserExtras,
  type UserRecord,
  type UserService,
} from './users';
import { botConnectionOf } from './verification';

export type Deps = {
  now: () => number;
  log: FastifyBaseLogger;
  /** Tests: a stand-in for the Telegram module's TelegramAlerts, and the delivery workers' timings. */
  alerts?: {
    telegram?: TelegramAlerts;
    delivery?: AlertsDeps['delivery'];
    random?: () => number;
    resolve?: AlertsDeps['resolve'];
  };
  /** Tests: the track record's backtest on a few series, or held to see the state while it runs. */
  backtest?: BacktestRunner;
};

// Scan threads: hour boundaries close hundreds of series at once and one thread drains them in ~1 ms a scan; two
// drain such a burst in about half the time (measured with bench/run.mjs, BENCH_ONLY=latency). More than the cores
// would only queue behind each other and the API's thread.
const SCAN_WORKERS = Math.min(2, availableParallelism());

/**
 * Whether this is the bundle (dist/server.js beside dist/scan-worker.js, backtest-worker.js and mail-worker.js): only
 * then do scans, the backtest and the SMTP client get threads of their own; from sources (tests) a worker could not
 * load TypeScript, so they run on this thread.
 */
const BUILT = import.meta.url.endsWith('.js');

/** Built, the app scans on worker threads; from sources it scans inline. */
export const chooseScanRunner = (config: Pick<Config, 'scanWarmSeries'>): ScanRunner =>
  BUILT
    ? createWorkerRunner(new URL('./scan-worker.js', import.meta.url), SCAN_WORKERS, {
        warmSeries: config.scanWarmSeries,
      })
    : createInlineRunner();

/** The track record's backtest: on its own worker thread when built (dist/backtest-worker.js), inline from sources. */
const chooseBacktestRunner = (): BacktestRunner =>
  BUILT ? createWorkerBacktest(new URL('./backtest-worker.js', import.meta.url)) : createInlineBacktest();

/**
 * The track record's backtest runs where the candles are scanned: the embedded server, or the scale mode's scanner,
 * which stores its rows; the scale mode's api processes serve those stored rows instead of each running a backtest.
 */
export const chooseTrackRecord = (
  config: Config,
  { feed, db, deps }: { feed: MarketFeed; db: Database; deps: Deps },
): TrackRecord =>
  config.role === 'api'
    ? createStoredTrackRecord({ db, enabled: config.trackRecord, log: deps.log })
    : createTrackRecord({
        feed,
        runner: deps.backtest ?? chooseBacktestRunner(),
        enabled: config.trackRecord,
        db,
        now: deps.now,
        log: deps.log,
      });

/** 3-minute closes may carry a jump (alerts' jump notifications). */
export const listenForJumps = (feed: MarketFeed, alerts: Pick<Alerts, 'onJumpCandle'>): (() => void) =>
  feed.events.on('candle-close', (event) => {
    if (event.timeframe !== JUMPS_TIMEFRAME) return;
    const key = { source: event.source, symbol: event.symbol, timeframe: event.timeframe } as SeriesKey;
    // The series moves on after the listener returns: the jump search reads a copy, made only when someone listens.
    alerts.onJumpCandle(key, () => copyColumns(event.series.columns()));
  });

let catalogById: Map<string, Instrument> | undefined;
export const catalog = (): Map<string, Instrument> =>
  (catalogById ??= new Map(catalogInstruments().map((instrument) => [instrument.id, instrument])));

/** Which webhook URLs a user may save and alerts may post to (loopback only where tests or a lab allow it). */
const webhookPolicyOf = (config: Config) => ({ allowLoopback: config.alertWebhookAllowLoopback });

/**
 * What every role builds its alerts from: the process's shared parts and the config, and the tests' stand-ins
 * (deps.alerts). Where instruments and receipts come from and whether the process delivers are the roles' own.
 */
export const alertsOptions = (
  config: Config,
  deps: Deps,
  parts: Pick<
    AlertsDeps,
    'db' | 'users' | 'mailer' | 'telegram' | 'systemPacks' | 'instrumentOf' | 'receivedAt' | 'deliver'
  >,
): AlertsDeps => {
  const { telegram, random, delivery, resolve } = deps.alerts ?? {};
  return {
    ...parts,
    // The bot's side of the seam; tests may stand in for it. Without either, Telegram alerts wait as failing.
    telegram: telegram ?? parts.telegram,
    publicUrl: config.publicUrl,
    webhookPolicy: webhookPolicyOf(config),
    now: deps.now,
    log: deps.log,
    ...(random === undefined ? {} : { random }),
    ...(delivery === undefined ? {} : { delivery }),
    ...(resolve === undefined ? {} : { resolve }),
  };
};

/**
 * SMTP when it is configured, on a thread of its own when built (dist/mail-worker.js; from sources, tests, on this
 * one); otherwise the outbox folder under DATA_DIR.
 */
export const chooseMailer = ({ smtpUrl, mailFrom, dataDir }: Config): Mailer => {
  if (smtpUrl === undefined) return createOutboxMailer({ dataDir, mailFrom });
  return BUILT
    ? createWorkerMailer(new URL('./mail-worker.js', import.meta.url), { smtpUrl, mailFrom })
    : createSmtpMailer({ smtpUrl, mailFrom });
};

/** The sandbox gateway (a page of this app) when PAYMENT_PROVIDER allows it; none otherwise. */
const choosePaymentProvider = (config: Config): PaymentProvider | undefined =>
  config.paymentProvider === 'sandbox' ? createSandboxProvider(config.publicUrl) : undefined;

/** The alert bot when its token is configured (TELEGRAM_API_ROOT points tests at a fake of the Bot API). */
export const chooseTelegram = (
  config: Config,
  db: Database,
  { now, log }: Deps,
): TelegramModule | undefined =>
  config.telegramBotToken === undefined
    ? undefined
    : createTelegram({
        token: config.telegramBotToken,
        apiRoot: config.telegramApiRoot,
        publicUrl: config.publicUrl,
        db,
        now,
        log,
      });

/**
 * GET user gathers parts that other modules own: gifts and installments (billing), tips and the loading quote
 * (content), the avatar and the ICT programme's days and due dates (uploads), the linked alert bot (verification).
 */
const userExtras =
  (db: Database, { publicUrl }: Config) =>
  async (row: UserRecord, nowMs: number): Promise<UserExtras> => {
    const [remainingGifts, giftCover, installment, userTips, quote, alertBot] = await Promise.all([
      remainingGiftsOf(db, row.id),
      giftCoverOf(db, row.id),
      installmentsOf(db, row.id, nowMs, publicUrl),
      tipsForUser(db, row.id),
      feedbackQuoteFor(db, nowMs),
      botConnectionOf(db, row.id),
    ]);
    return {
      avatarUrl: avatarUrlOf(row.avatar_file, publicUrl),
      remainingGifts,
      giftCover,
      installment,
      userTips,
      user_feedback: quote === null ? [] : [quote],
      // A frozen crypto plan has no ICT days running either.
      ictData: ictDataOf(accessHolderOf(row), unixSecondsFromMillis(nowMs)),
      alertBot,
    };
  };

/** GET admin/users/:userId gathers what users, billing and uploads each own about one account. */
const adminUserDetail =
  (db: Database, userService: UserService, now: () => number) =>
  async (userId: string): Promise<AdminUserDetail> => {
    const {
      settings: _settings,
      userTips: _tips,
      user_feedback: _quote,
      ...user
    } = await userService.view(userId);
    const [sessions, purchases, gifts, videos] = await Promise.all([
      userService.activity(userId),
      purchasesOf(db, userId, now()),
      giftsOf(db, userId),
      videoHistoryOf(db, userId),
    ]);
    return { user: { ...user, id: userId }, sessions, purchases, gifts, videos };
  };

/**
 * The composition root: the one place that picks implementations (feed, scan runner, mailer, payment provider)
 * and hands them to the modules that use them, and where one module's events reach another's. `app.ts` registers
 * the routes over what this returns and runs `start` once ready and `stop` on close.
 */
export const compose = async (config: Config, deps: Deps) => {
  const { now, log } = deps;
  // Uploads, the outbox and the auth secret live there whatever the database: owner-only from the start (issue 12).
  privateFolderSync(config.dataDir);
  // The scale mode's Redis, first: an unreachable REDIS_URL stops start-up here, naming the variable.
  const redis = config.redisUrl === undefined ? undefined : await connectRedisBus(config.redisUrl, log);
  const db = await openDatabase(config);
  // Without it each process makes a secret of its own: a token from one api would be refused by the others.
  if (config.role !== 'all' && config.authSecret === undefined)
    log.warn(
      'AUTH_SECRET is unset: every process of the scale mode must share one, or tokens work on one api only',
    );
  const limiters = redis === undefined ? memoryAttemptLimiters : redisAttemptLimiters(redis.commands);
  const mailer = chooseMailer(config);
  const auth = createAuthService({
    db,
    mailer,
    now,
    secret: loadAuthSecret(config.authSecret, config.dataDir),
    publicUrl: config.publicUrl,
    limiters,
  });
  if (config.admin !== undefined) await auth.ensureAdministrator(config.admin.email, config.admin.password);
  await seedSystemPacks(db, now());
  await seedContent(db, now());
  const systemPacks = await loadSystemPacks(db);
  const users = createUsersRepo(db);
  const ctx: AppContext = { config, db, mailer, auth, users, limiters, now };

  // The scale mode's api opens no feed: it serves the candles the scanner's feed relays through Redis, read (the
  // snapshot) before it answers anything.
  const relayed = config.role === 'api' && redis !== undefined ? new RelayedFeed(redis, now, log) : undefined;
  await relayed?.load();
  const feed = relayed ?? (await chooseFeed(config, db, deps));
  // The scale mode's api scans and delivers nothing: scanners and notifiers do (compose-workers.ts).
  const embedded = config.role === 'all';
  const liveMatches = await createLiveMatches({
    feed,
    runner: embedded ? chooseScanRunner(config) : createInlineRunner(),
    db,
    now,
    log,
    scans: embedded,
  });
  const trackRecord = chooseTrackRecord(config, { feed, db, deps });
  const marketData = createMarketData({
    feed,
    users,
    // Batched: a recheck asks for every socket's session at once (no rate limit counts websocket checks).
    authenticate: (token) => auth.authenticate(token, true),
    matchCounts: liveMatches.countsOf,
    // Declared below: the matches service reads the market's asset statistics, the assets page its counts.
    visibleMatchCounts: (userId, market) => matches.assetCounts(userId, market),
    now,
    log,
  });
  // Clients are told that matches changed and fetch them through the API, which applies their access.
  // A state change (a match triggered or invalidated) is news too: the notice names the states entered.
  liveMatches.onMatchesChanged(({ key, market, added, states }) => {
    if ((added > 0 || states.length > 0) && market !== undefined)
      marketData.sockets.noticeMatches(market, key.source, states);
  });
  const telegram = chooseTelegram(config, db, deps);
  const alerts = createAlerts(
    alertsOptions(config, deps, {
      db,
      users,
      mailer,
      telegram: telegram?.alerts,
      systemPacks,
      // The feed's instruments, else the shipped catalog's (a feed that is off or has not listed one yet).
      instrumentOf: (source, symbol) =>
        liveMatches.instrumentOf(source, symbol) ?? catalog().get(`${source}:${symbol}`),
      receivedAt: (match) => liveMatches.index.receivedAt(match),
      deliver: embedded,
    }),
  );
  // Every scan that changed a series is evaluated against the alert packs; 3-minute closes may carry a jump.
  liveMatches.onMatchesChanged(alerts.onMatchesChanged);
  const stopJumps = embedded ? listenForJumps(feed, alerts) : () => {};
  // What a scrape reads besides requests (app.ts): scan lag, the outbox backlog and the open websockets.
  const metrics = createMetrics({ log });
  liveMatches.onScanned((key, lag) => metrics.observeScanLag(key.source, lag));
  metrics.registerOutboxBacklog(alerts.backlog);
  metrics.registerWebsocketClients(() => marketData.sockets.size);
  const matches = createMatchesService({
    index: liveMatches.index,
    instrumentOf: liveMatches.instrumentOf,
    assetsOf: (market) => marketData.service.assetStats(market),
    users,
    systemPacks,
    now,
    series: () => feed.store.all(),
    seriesOf: (source, symbol, timeframe) => feed.store.get(source, symbol, timeframe),
    instruments: () => feed.instruments(),
  });

  const shared =
    redis === undefined
      ? undefined
      : shareState(redis, {
          role: config.role,
          db,
          liveMatches,
          systemPacks,
          userChanged: alerts.userChanged,
          log,
        });
  await shared?.load();
  // An embedded process with REDIS_URL relays its feed as a scanner does (api processes beside it read it).
  const feedRelay = redis !== undefined && embedded ? createFeedRelay(redis, feed, log) : undefined;
  relayed?.onInstruments((instruments) => {
    for (const instrument of instruments) marketData.sockets.addInstrument(instrument);
  });
  const userService = createUserService({
    db,
    now,
    extrasOf: userExtras(db, config),
    systemPacks,
    webhookPolicy: webhookPolicyOf(config),
    onSettingsSaved: async (userId) => {
      await alerts.userChanged(userId);
      shared?.announce({ kind: 'user', userId });
    },
  });

  // The scale mode's api is ready while the shared database and Redis answer, once it holds the relayed feed.
  const redisPing =
    config.redisUrl === undefined || embedded
      ? undefined
      : await (await import('./work-queue')).createRedisPing(config.redisUrl);
  const readiness =
    redisPing === undefined
      ? undefined
      : async () => ({
          database: await databaseReachable(db),
          redis: await redisPing.reachable(),
          relay: relayed?.loaded ?? false,
        });

  return {
    ctx,
    readiness,
    marketData,
    liveMatches,
    matches,
    trackRecord,
    alerts,
    metrics,
    userService,
    userDetail: adminUserDetail(db, userService, now),
    systemPacks,
    paymentProvider: choosePaymentProvider(config),
    telegram,
    /** Redis when REDIS_URL is set: the routes' rate limits count there, shared by every process. */
    redis,
    /** An administrator edited a system pack: other processes read them again. */
    systemPacksEdited: (): void => shared?.announce({ kind: 'system-packs' }),
    /**
     * The feed and its socket pushes, then the first full scan and the track record's backtest (both off the request
     * path); the bot starts without waiting for Telegram.
     */
    start: async (): Promise<void> => {
      await shared?.start();
      await alerts.start();
      await marketData.start();
      await feedRelay?.start();
      liveMatches.start();
      trackRecord.start();
      await telegram?.start();
    },
    /** The bot first, scans drained and receipts written before the feed stops, and the database last. */
    stop: async (): Promise<void> => {
      stopJumps();
      await liveMatches.stop();
      await trackRecord.stop();
      // Sends in flight finish (or keep their lease) before the bot that carries Telegram's stops.
      await alerts.stop();
      await telegram?.stop();
      feedRelay?.stop();
      await marketData.stop();
      mailer.close?.();
      await shared?.stop();
      await redis?.close();
      redisPing?.close();
      await db.destroy();
    },
  };
};
