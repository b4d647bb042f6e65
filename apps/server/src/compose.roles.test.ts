import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FORWARD_HORIZONS, type StrategyRecord } from '@tradescope/domain';
import { columnsFromCandles, type SeriesKey } from '@tradescope/engine';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  alertPackOf,
  outboxOf,
  privateAddressAlerts,
  saveAlertPacks,
  scanMatchOf,
  signUpProUser,
  signUpUser,
  startTestApp,
  type TestApp,
  testBacktest,
} from '../test';
import { freshPostgresSchema } from '../test/database';
import { HandFeed, hourlyCandle } from '../test/feeds/hand-feed';
import { freshRedisDatabase, scaleServices, waitUntil } from '../test/scale';
import { quietLog } from '../test/wait';
import { chooseFeed } from './choose-feed';
import { catalog } from './compose';
import { composeNotifier, composeScanner } from './compose-workers';
import { loadConfig } from './config';
import { connectRedisBus, createFeedRelay, type FeedRelay, type RedisBus, RelayedFeed } from './redis';

const services = scaleServices();

// Every feed a process opens goes through chooseFeed: counted here, so a test sees which roles open one.
vi.mock('./choose-feed', async (importOriginal) => {
  const original = await importOriginal<typeof import('./choose-feed')>();
  return { chooseFeed: vi.fn(original.chooseFeed) };
});

describe.skipIf(services === undefined)('ROLE=api (the scale mode)', () => {
  let t: TestApp | undefined;
  let bus: RedisBus | undefined;
  let relay: FeedRelay | undefined;
  afterAll(async () => {
    relay?.stop();
    await t?.close();
    await bus?.close();
  });

  it('opens no feed of its own (MARKET_DATA=replay or not), and is ready once the feed relayed by another process is loaded', async () => {
    vi.mocked(chooseFeed).mockClear();
    const redisUrl = await freshRedisDatabase(services!.redisUrl, 3);
    t = await startTestApp(
      { ROLE: 'api', REDIS_URL: redisUrl, MARKET_DATA: 'replay' },
      { alerts: { delivery: { pollMs: 50 } } },
    );
    expect(chooseFeed).not.toHaveBeenCalled();
    expect(t.app.marketData.feed).toBeInstanceOf(RelayedFeed);
    const health = async () => (await t!.app.inject('/api/v1/health')).json().data;
    // No feed's process has relayed anything yet: the api answers, not ready.
    expect(await health()).toMatchObject({
      role: 'api',
      ready: false,
      checks: { database: true, redis: true, relay: false },
    });
    bus = await connectRedisBus(redisUrl, quietLog);
    const key = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 } as SeriesKey;
    const feed = new HandFeed(
      [catalog().get('binance-spot:BTCUSDT')!],
      [{ key, candles: columnsFromCandles([hourlyCandle(1_800_000_000, 100)]), window: 1000 }],
    );
    relay = createFeedRelay(bus, feed, quietLog);
    await relay.start();
    await waitUntil('the relay loaded', async () => (await health()).ready === true, 10_000);
    expect((await health()).checks).toEqual({ database: true, redis: true, relay: true });
    // A close relayed to the api is stored there, not scanned.
    feed.close(key, hourlyCandle(1_800_003_600, 101));
    await waitUntil(
      'the close on the api',
      async () => t!.app.marketData.feed.store.get('binance-spot', 'BTCUSDT', 60)?.length === 2,
      10_000,
    );
    // An alert decided elsewhere (a scanner) waits in the outbox for a notifier.
    t.app.alerts.onMatchesChanged({
      key: { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 } as never,
      market: 'crypto',
      current: [scanMatchOf()],
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await t.app.liveMatches.idle();
    // ROLE=all would have scanned every series at start and this close again.
    expect(t.app.liveMatches.stats()).toMatchObject({ scans: 0, queued: 0 });
    const sent = await t.db.selectFrom('alert_outbox').select('id').where('attempts', '>', 0).execute();
    expect(sent).toEqual([]);
    expect(chooseFeed).not.toHaveBeenCalled();
  }, 60_000);
});

describe.skipIf(services === undefined)('ROLE=notifier (the scale mode)', () => {
  it("builds its alerts as the embedded server does: the tests' resolver and backoff reach its webhook sends", async () => {
    const redisUrl = await freshRedisDatabase(services!.redisUrl, 7);
    const api = await startTestApp({ ROLE: 'api', REDIS_URL: redisUrl });
    // A public-looking name whose address gives it away: refused without a connection, as in ROLE=all.
    const { asked, alerts } = privateAddressAlerts();
    const notifier = await composeNotifier(
      loadConfig({
        ROLE: 'notifier',
        DATA_DIR: api.dataDir,
        DATABASE_URL: api.databaseUrl!,
        REDIS_URL: redisUrl,
      }),
      { now: Date.now, log: Fastify({ logger: false }).log, alerts },
    );
    try {
      const user = await signUpProUser(api, 30);
      await saveAlertPacks(api, user, {
        Hook: alertPackOf('Hook', { webhookUrl: 'https://hooks.example.com/hook' }),
      });
      // The api decides and writes the row; the notifier sends it.
      api.app.alerts.onMatchesChanged({
        key: { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 } as never,
        market: 'crypto',
        current: [scanMatchOf()],
      });
      const webhookRow = async () =>
        (await outboxOf(api, user.userId)).find((row) => row.channel === 'webhook');
      await waitUntil('the alert is written', async () => (await webhookRow()) !== undefined, 10_000);
      await notifier.alerts.deliverDue();
      expect(await webhookRow()).toMatchObject({
        status: 'dead',
        last_error: 'webhook-address-refused',
        attempts: 1,
      });
      expect(asked).toEqual(['hooks.example.com']);
    } finally {
      await notifier.stop();
      await api.close();
    }
  }, 60_000);
});

// A stored track record row, as a scanner's backtest writes it.
const forward = FORWARD_HORIZONS.map((horizon) => ({
  horizon,
  sample: 0,
  mean: null,
  median: null,
  positive: null,
}));
const storedRow: StrategyRecord = {
  strategyId: 1001,
  market: 'crypto',
  timeframe: 240,
  source: null,
  base: null,
  record: { sample: 0, wins: 0, losses: 0, expired: 0, winRate: null, interval: null, forward },
  baseline: { sample: 0, wins: 0, losses: 0, expired: 0, winRate: null, interval: null, forward },
  edge: null,
};

describe.skipIf(services === undefined)("the track record's roles in the scale mode", () => {
  it('the api serves the rows a scanner stored and runs no backtest of its own', async () => {
    const backtest = testBacktest(() => true);
    let runs = 0;
    const counted = {
      ...backtest.runner,
      run: (...args: Parameters<typeof backtest.runner.run>) => {
        runs++;
        return backtest.runner.run(...args);
      },
    };
    const t = await startTestApp(
      {
        ROLE: 'api',
        REDIS_URL: await freshRedisDatabase(services!.redisUrl, 4),
        MARKET_DATA: 'replay',
        TRACK_RECORD: 'on',
      },
      { backtest: counted },
    );
    try {
      const { headers } = await signUpUser(t.app);
      const stats = async () =>
        (await t.app.inject({ url: '/api/v1/crypto/strategies/stats', headers })).json().data;
      await t.app.trackRecord.idle();
      expect(await stats()).toMatchObject({ state: 'computing', records: [] });
      await t.db
        .insertInto('strategy_stats')
        .values({ id: '1001|crypto|240||', market: 'crypto', payload_json: JSON.stringify(storedRow) })
        .execute();
      await t.db
        .insertInto('strategy_stats_runs')
        .values({ id: 1, computed_at: 1_000, from_time: 1, to_time: 2, saved_at: 1_000 })
        .execute();
      await t.app.trackRecord.idle({ upkeep: true });
      expect(await stats()).toEqual({
        state: 'ready',
        computedAt: 1_000,
        from: 1,
        to: 2,
        records: [storedRow],
      });
      expect(runs).toBe(0);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('one scanner of two runs the backtest (it holds the lease) and stores its rows', async () => {
    const schema = await freshPostgresSchema(services!.databaseUrl);
    const redisUrl = await freshRedisDatabase(services!.redisUrl, 6);
    const config = loadConfig({
      ROLE: 'scanner',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tradescope-scanner-')),
      DATABASE_URL: schema.url,
      REDIS_URL: redisUrl,
      MARKET_DATA: 'replay',
    });
    // Two BTC series are enough to see rows stored.
    const measured = (key: { symbol: string; timeframe: number }) =>
      key.symbol === 'BTCUSDT' && key.timeframe === 240;
    const deps = () => ({
      now: Date.now,
      log: Fastify({ logger: false }).log,
      backtest: testBacktest(measured).runner,
    });
    vi.mocked(chooseFeed).mockClear();
    const scanners = [await composeScanner(config, deps()), await composeScanner(config, deps())];
    // Each scanner follows the feed (and relays it): the feed's one place in the scale mode.
    expect(chooseFeed).toHaveBeenCalledTimes(2);
    try {
      for (const scanner of scanners) await scanner.start();
      expect(scanners.map((scanner) => scanner.backtesting())).toEqual([true, false]);
      await scanners[0]!.trackRecord.idle();
      const { db } = await import('./db').then(async ({ openDatabase }) => ({
        db: await openDatabase(config),
      }));
      await waitUntil(
        'the scanner stored its rows',
        async () => (await db.selectFrom('strategy_stats').select('id').execute()).length > 0,
        30_000,
      );
      await db.destroy();
    } finally {
      for (const scanner of scanners) await scanner.stop();
      await schema.drop();
    }
  }, 120_000);
});
