import { afterAll, describe, expect, it } from 'vitest';
import { scanMatchOf, startTestApp, type TestApp } from '../test';
import { freshRedisDatabase, scaleServices } from '../test/scale';

const services = scaleServices();

describe.skipIf(services === undefined)('ROLE=api (the scale mode)', () => {
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
  });

  it('serves the API while the replay runs, and neither scans its closes nor delivers the outbox', async () => {
    t = await startTestApp(
      { ROLE: 'api', REDIS_URL: await freshRedisDatabase(services!.redisUrl, 3), MARKET_DATA: 'replay' },
      { alerts: { delivery: { pollMs: 50 } } },
    );
    const health = await t.app.inject('/api/v1/health');
    expect(health.json().data).toMatchObject({
      role: 'api',
      ready: true,
      checks: { database: true, redis: true },
    });
    // The replay's clock is the test's (it stands still): a close of its newest 1h BTC candle is replayed by hand.
    const series = t.app.marketData.feed.store.get('binance-spot', 'BTCUSDT', 60);
    expect(series?.length).toBeGreaterThan(0);
    t.app.marketData.feed.events.emit('candle-close', {
      source: 'binance-spot',
      symbol: 'BTCUSDT',
      timeframe: 60,
      series: series!,
      candle: series!.at(series!.length - 1),
    });
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
  }, 60_000);
});
