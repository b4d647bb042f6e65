import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUpUser, startTestApp, type TestApp } from '../../test';

/** The value of one series in a Prometheus text scrape (0 when absent). */
const seriesValue = (scrape: string, series: string): number => {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};

describe('GET /metrics without METRICS_TOKEN (loopback only)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp({ MARKET_DATA: 'replay' });
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  }, 60_000);
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('serves a direct loopback caller, and no one else (not even through a local proxy)', async () => {
    const body = await scrape();
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'tradescope_http_request_duration_seconds',
      'tradescope_scan_lag_seconds',
      'tradescope_queue_depth',
      'tradescope_outbox_backlog',
      'tradescope_websocket_clients',
    ])
      expect(body).toContain(`# TYPE ${name} `);
    const outside = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ message: 'request.not-found' });
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('counts each request under its route pattern and status, never its raw URL', async () => {
    const series =
      'tradescope_http_request_duration_seconds_count{method="GET",route="/api/v1/health",status_code="200"}';
    const before = seriesValue(await scrape(), series);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect(seriesValue(await scrape(), series)).toBe(before + 1);
    // A parametric route and an unknown URL: the pattern and one shared label.
    await t.app.inject({ method: 'POST', url: '/api/v1/crypto/matches', payload: {} });
    await t.app.inject({ method: 'GET', url: `/no/such/page-${randomUUID()}` });
    const body = await scrape();
    expect(
      seriesValue(
        body,
        'tradescope_http_request_duration_seconds_count{method="POST",route="/api/v1/:market/matches",status_code="401"}',
      ),
    ).toBe(1);
    expect(body).not.toContain('page-');
  });

  it('counts open websockets', async () => {
    const user = await signUpUser(t.app);
    const before = seriesValue(await scrape(), 'tradescope_websocket_clients');
    const token = user.headers.authorization.slice('Bearer '.length);
    const socket = new WebSocket(`${base}/ws/v1/crypto?token=${token}`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    expect(seriesValue(await scrape(), 'tradescope_websocket_clients')).toBe(before + 1);
    socket.close();
    for (let i = 0; i < 100 && seriesValue(await scrape(), 'tradescope_websocket_clients') !== before; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seriesValue(await scrape(), 'tradescope_websocket_clients')).toBe(before);
  });

  it('times each candle close to its scan, per source', async () => {
    const lagCount = (body: string) =>
      body
        .split('\n')
        .filter((line) => line.startsWith('tradescope_scan_lag_seconds_count{'))
        .reduce((sum, line) => sum + Number(line.split(' ')[1]), 0);
    await t.app.liveMatches.idle();
    // The start-up full scan is no candle close: nothing is timed until the replay closes one.
    expect(lagCount(await scrape())).toBe(0);
    const replay = t.app.marketData.replay!;
    for (let i = 0; i < 30 && lagCount(await scrape()) === 0; i++) {
      t.clock.now += 60_000;
      replay.step();
      await t.app.liveMatches.idle();
    }
    const body = await scrape();
    expect(lagCount(body)).toBeGreaterThan(0);
    expect(body).toMatch(/tradescope_scan_lag_seconds_count\{source="[a-z0-9-]+"\} \d+/);
  });

  it('reports the outbox rows still to send by channel and status', async () => {
    const user = await signUpUser(t.app);
    const series = 'tradescope_outbox_backlog{channel="webhook",status="retrying"}';
    const before = seriesValue(await scrape(), series);
    const at = t.clock.now;
    await t.db
      .insertInto('alert_outbox')
      .values({
        id: randomUUID(),
        user_id: user.userId,
        match_id: `metrics-${randomUUID()}`,
        channel: 'webhook',
        kind: 'match',
        market: 'crypto',
        pack_name: 'p',
        target: 'http://127.0.0.1:9/hook',
        payload_json: '{}',
        status: 'retrying',
        attempts: 1,
        // Due tomorrow: the delivery workers leave it where it is while the test reads it.
        next_attempt_at: at + 86_400_000,
        lease_until: null,
        lease_token: null,
        last_error: 'down',
        created_at: at,
        updated_at: at,
        delivered_at: null,
      })
      .execute();
    expect(seriesValue(await scrape(), series)).toBe(before + 1);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const token = 'metrics-secret-0123456789';
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  it('asks every caller, loopback too, for the bearer token', async () => {
    const get = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
    const none = await get({});
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect((await get({ authorization: 'Bearer metrics-secret-wrong-0000' })).statusCode).toBe(401);
    expect((await get({ authorization: token })).statusCode).toBe(401);
    const scraper = await get({ authorization: `Bearer ${token}` }, '203.0.113.9');
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('# TYPE tradescope_http_request_duration_seconds histogram');
  });
});
