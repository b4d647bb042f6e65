import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScaleCluster, scaleServices, startScaleCluster, waitUntil } from '../../test/scale';

// The built server in its roles: the scanner runs the replay feed; api processes (told MARKET_DATA=replay, which
// they ignore) open none and serve the scanner's candles from the relay.
const services = scaleServices();

describe.skipIf(services === undefined)('the feed relay between real processes', () => {
  let cluster: ScaleCluster;
  beforeAll(async () => {
    cluster = await startScaleCluster(services!, { redisDatabase: 7 });
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  const health = async (port: number) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    return { status: res.status, data: ((await res.json()) as { data: Record<string, unknown> }).data };
  };
  const signUp = async (port: number) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `relay-${port}@example.test`,
        password: 'correct horse battery',
        displayName: 'Relay Trader',
      }),
    });
    const cookie = res.headers
      .getSetCookie()
      .find((one) => one.startsWith('ts_session='))
      ?.split(';')[0];
    const token = await fetch(`http://127.0.0.1:${port}/api/v1/token`, { headers: { cookie: cookie ?? '' } });
    return ((await token.json()) as { data: { token: string } }).data.token;
  };
  const chart = async (port: number, token: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/data/history`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ source: 'binance-spot', symbol: 'BTCUSDT', interval: 60, start: 0, end: 4e9 }),
    });
    return ((await res.json()) as { data: number[][] }).data;
  };

  it("an api waits, not ready, for the scanner's relay, then serves its candles as a second api does", async () => {
    const first = await cluster.start('api', { MARKET_DATA: 'replay' }, { until: 'live' });
    expect(await health(first.port)).toMatchObject({
      status: 503,
      data: { role: 'api', ready: false, checks: { database: true, redis: true, relay: false } },
    });
    await cluster.start('scanner', { MARKET_DATA: 'replay', TRACK_RECORD: 'off' }, { timeoutMs: 90_000 });
    await waitUntil('the first api ready', async () => (await health(first.port)).status === 200, 30_000);
    const second = await cluster.start('api', { MARKET_DATA: 'replay' }, { timeoutMs: 60_000 });
    const status = await fetch(`http://127.0.0.1:${second.port}/api/v1/data/status`);
    expect(((await status.json()) as { data: unknown }).data).toMatchObject({
      mode: 'replay',
      running: true,
    });
    const token = await signUp(first.port);
    const [onFirst, onSecond] = await Promise.all([chart(first.port, token), chart(second.port, token)]);
    expect(onFirst.length).toBeGreaterThanOrEqual(1000);
    // An hourly close may fall between the two requests: the candles both hold are the same.
    const byTime = new Map(onSecond.map((candle) => [candle[0], candle]));
    const shared = onFirst.slice(0, -1).filter((candle) => byTime.has(candle[0]));
    expect(shared.length).toBeGreaterThanOrEqual(998);
    for (const candle of shared) expect(byTime.get(candle[0])).toEqual(candle);
  }, 240_000);
});
