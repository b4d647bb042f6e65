import type { SeriesKey } from '@tradescope/engine';
import { createAlerts } from './alerts';
import { chooseFeed } from './choose-feed';
import {
  alertsOptions,
  catalog,
  chooseMailer,
  chooseScanRunner,
  chooseTelegram,
  chooseTrackRecord,
  type Deps,
  listenForJumps,
} from './compose';
import type { Config } from './config';
import { privateFolderSync } from './data-dir';
import { databaseReachable, openDatabase } from './db';
import { createQueuedScanner, createSharedScans } from './live-matches';
import { connectRedisBus, createFeedRelay, createMatchPublisher } from './redis';
import { loadSystemPacks } from './system-packs';
import { createUsersRepo } from './users';
import {
  createLeaderLease,
  createRedisPing,
  createScanQueue,
  decodeColumns,
  encodeColumns,
  startScanWorkers,
} from './work-queue';

/** The process-wide parts every worker role opens: the shared database, users and the alert packs the api seeded. */
const openShared = async (config: Config) => {
  privateFolderSync(config.dataDir);
  const db = await openDatabase(config);
  return { db, users: createUsersRepo(db), systemPacks: await loadSystemPacks(db) };
};

/** The Redis key of the lease on the track record's backtest, and how often its holder renews it. */
const TRACK_RECORD_LEASE = 'tradescope:track-record:backtest';
const LEASE_RENEW_MS = 60_000;

const redisUrlOf = (config: Config): string => {
  if (config.redisUrl === undefined) throw new Error(`ROLE=${config.role} needs REDIS_URL`);
  return config.redisUrl;
};

/**
 * ROLE=scanner: follows the feed, queues a scan job per closed candle on the partitioned BullMQ queues, runs the jobs
 * its workers take (any scanner's closes) against the shared live matches, and decides the alerts of the matches it
 * changed (written to the outbox; notifiers send them), and runs the track record's backtest, storing its rows for the
 * api processes. Serves no HTTP but its health.
 */
export const composeScanner = async (config: Config, deps: Deps) => {
  const { now, log } = deps;
  const redisUrl = redisUrlOf(config);
  const { db, users, systemPacks } = await openShared(config);
  const feed = await chooseFeed(config, db, deps);
  const instrumentOf = (source: string, symbol: string) =>
    feed.instruments().find((one) => one.source === source && one.symbol === symbol) ??
    catalog().get(`${source}:${symbol}`);
  const shared = createSharedScans({ db, runner: chooseScanRunner(config), now });
  const queue = await createScanQueue({ redisUrl });
  const scanner = createQueuedScanner({
    feed,
    shared,
    enqueue: ({ key, candleTime, columns }) =>
      queue.add({ ...key, candleTime, columns: encodeColumns(columns) }),
    instrumentOf,
    log,
  });
  const alerts = createAlerts(
    alertsOptions(config, deps, {
      db,
      users,
      mailer: chooseMailer(config),
      telegram: undefined,
      systemPacks,
      instrumentOf,
      receivedAt: (match) => scanner.receivedAt(match.id),
      deliver: false,
    }),
  );
  scanner.onMatchesChanged(alerts.onMatchesChanged);
  const stopJumps = listenForJumps(feed, alerts);
  // The track record's backtest runs here, beside the feed it measures, on one scanner of many (the lease's holder;
  // another takes over once a dead holder's lease runs out); api processes serve the rows it stores.
  const trackRecord = chooseTrackRecord(config, { feed, db, deps });
  const lease = await createLeaderLease(redisUrl, { key: TRACK_RECORD_LEASE, ttlMs: 3 * LEASE_RENEW_MS });
  let backtesting = false;
  let leaseTimer: NodeJS.Timeout | undefined;
  const claimBacktest = async () => {
    if ((await lease.hold()) && !backtesting) {
      backtesting = true;
      trackRecord.start();
    }
  };
  const redis = await createRedisPing(redisUrl);
  // The fan-out to api processes (share-state.ts follows it): its own connections, apart from BullMQ's.
  const bus = await connectRedisBus(redisUrl, log);
  const matches = createMatchPublisher(bus);
  // The one feed of the deployment: its candles, prices and instruments reach every api process through Redis.
  const relay = createFeedRelay(bus, feed, log);
  scanner.onMatchesChanged(({ key, current }) => {
    const update = {
      key,
      instrument: instrumentOf(key.source, key.symbol),
      current,
      receipts: current.flatMap((match) => {
        const at = scanner.receivedAt(match.id);
        return at === undefined ? [] : [[match.id, at] as const];
      }),
      // Shared scans find no ended matches (the embedded process's start-up scan does).
      past: [],
    };
    return matches
      .publish(update)
      .catch((error: unknown) => log.error({ err: error, series: key }, 'matches not published'));
  });
  let workers: Awaited<ReturnType<typeof startScanWorkers>> | undefined;

  return {
    scanner,
    trackRecord,
    /** Whether this scanner runs the track record's backtest (it holds the lease). */
    backtesting: () => backtesting,
    readiness: async () => ({
      database: await databaseReachable(db),
      redis: await redis.reachable(),
      feed: feed.status().running,
    }),
    start: async (): Promise<void> => {
      await queue.start();
      await alerts.start();
      await feed.start();
      await relay.start();
      workers = await startScanWorkers({
        redisUrl,
        process: ({ source, symbol, timeframe, candleTime, columns }) =>
          scanner.run({
            key: { source, symbol, timeframe } as SeriesKey,
            candleTime,
            columns: decodeColumns(columns),
          }),
        log,
      });
      scanner.start();
      await claimBacktest();
      leaseTimer = setInterval(() => void claimBacktest(), LEASE_RENEW_MS);
      leaseTimer.unref();
    },
    /** Closes stop being queued, running scans finish (none is left locked), decided alerts are written. */
    stop: async (): Promise<void> => {
      stopJumps();
      scanner.stop();
      clearInterval(leaseTimer);
      await trackRecord.stop();
      lease.close();
      await workers?.close();
      relay.stop();
      await alerts.stop();
      await feed.stop();
      await queue.close();
      await shared.close();
      redis.close();
      await bus.close();
      await db.destroy();
    },
  };
};

/**
 * ROLE=notifier: delivers the alert outbox by e-mail, Telegram and webhook. Notifiers share it through the rows'
 * leases: a claim takes due rows no live lease holds in one UPDATE (a row two notifiers race for is won by one), and
 * a killed notifier's rows are taken by another once their lease runs out. Serves no HTTP but its health.
 */
export const composeNotifier = async (config: Config, deps: Deps) => {
  const { db, users, systemPacks } = await openShared(config);
  const mailer = chooseMailer(config);
  // The bot is not started here (the api answers its chats): only its send queue carries the alerts.
  const telegram = chooseTelegram(config, db, deps);
  const alerts = createAlerts(
    alertsOptions(config, deps, {
      db,
      users,
      mailer,
      telegram: telegram?.alerts,
      systemPacks,
      // No feed here: the shipped catalog names the instruments, and the receipts are the scanners' own.
      instrumentOf: (source, symbol) => catalog().get(`${source}:${symbol}`),
      receivedAt: () => undefined,
      deliver: true,
    }),
  );
  return {
    alerts,
    readiness: async () => ({ database: await databaseReachable(db) }),
    start: () => alerts.start(),
    /** Sends in flight finish within the grace; the rest keep their lease and go with the next notifier. */
    stop: async (): Promise<void> => {
      await alerts.stop();
      await telegram?.stop();
      mailer.close?.();
      await db.destroy();
    },
  };
};
