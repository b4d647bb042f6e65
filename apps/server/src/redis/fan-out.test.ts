import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  grantPro,
  signUpProUser,
  signUpUser,
  startTestApp,
  startTestRedis,
  TEST_AUTH_SECRET,
  type TestApp,
} from '../../test';
import { hourlyCandle } from '../../test/feeds/hand-feed';
import { waitFor } from '../../test/wait';
import { buildApp } from '../app';
import { loadConfig } from '../config';

// A scanning process (A: the replay feed, ROLE=all) and an api process that scans nothing (B: no feed, ROLE=api) on
// one database and one Redis: B answers with A's matches and candles and tells its sockets when A's scans change
// them and A's feed moves.
const redis = await startTestRedis();

describe.skipIf(redis === undefined)('matches fanned out from a scanner to an api process', () => {
  let a: TestApp;
  let b: TestApp;
  let base: string;
  beforeAll(async () => {
    a = await startTestApp({ REDIS_URL: redis!.url, MARKET_DATA: 'replay' });
    // The replay's clock stops once its history is scanned: the closes and prices below are the tests' own, not
    // queued behind what twelve exchanges' running replay closes meanwhile on a loaded machine.
    await a.app.marketData.feed.stop();
    await a.app.liveMatches.idle();
    b = await startTestApp({ REDIS_URL: redis!.url }, { sharing: a, role: 'api' });
    base = (await b.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    // A replay, its first full scan and two snapshots (matches, candles): over 90 s at a load average of 15-19.
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  const listOn = async (app: FastifyInstance, user: Awaited<ReturnType<typeof signUpUser>>) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/v1/crypto/matches',
        headers: user.headers,
        payload: { pageSize: 25 },
      })
    ).json().data as { total: number; items: Record<string, unknown>[] };

  // What the scanner found; the c_ fields and the live distance are the asset statistics of the api's own feed.
  const scanned = ({ total, items }: Awaited<ReturnType<typeof listOn>>) => ({
    total,
    items: items.map(({ id, matchDate, receiveDate, state, type, price, passedCandle }) => ({
      id,
      matchDate,
      receiveDate,
      state,
      type,
      price,
      passedCandle,
    })),
  });

  it('rebuilds the index of a process that does not scan from the scanner, and lists the same matches', async () => {
    expect(b.app.liveMatches.stats().scans).toBe(0);
    expect(a.app.liveMatches.index.size).toBeGreaterThan(0);
    expect(b.app.liveMatches.index.size).toBe(a.app.liveMatches.index.size);
    const user = await signUpProUser(b);
    const [onA, onB] = [scanned(await listOn(a.app, user)), scanned(await listOn(b.app, user))];
    expect(onB.total).toBeGreaterThan(0);
    expect(onB.items).toHaveLength(25);
    expect(onB.items[0]?.receiveDate).toEqual(expect.any(String));
    // Same rows, same receive times: the scanner's receipts travel with its matches.
    expect(onB).toEqual(onA);
  });

  it("tells a socket on the api process when the scanner's matches change", async () => {
    const user = await signUpUser(b.app);
    const token = user.headers.authorization.slice('Bearer '.length);
    const socket = new WebSocket(`${base}/ws/v1/crypto?token=${token}`);
    const messages: { type: string; source?: string }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

    const { feed } = a.app.marketData;
    const scanner = a.app.liveMatches;
    const listed = [...scanner.live.all()].find((match) => match.source === 'binance-spot')!;
    const series = feed.store.get(listed.source, listed.symbol, listed.timeframe)!;
    // The scanner's series forgets its matches, on every process (the api hears no news of that): its last candle
    // closing again then lists them as new everywhere. Rescanning alone changes nothing on the api unless the
    // stopped replay's forming candle happens to move a match.
    scanner.applyUpdate({ ...scanner.updateOf(series.key), current: [], receipts: [] });
    await scanner.idle();
    await waitFor(
      'the series emptied on the api process',
      () => b.app.liveMatches.index.size === scanner.index.size,
    );
    expect(messages.some((m) => m.type === 'matches')).toBe(false);
    const before = b.app.liveMatches.index.version;
    feed.events.emit('candle-close', { ...series.key, series, candle: series.at(series.length - 1) });
    await waitFor(
      'the matches notice on the api process',
      () => messages.some((m) => m.type === 'matches'),
      20_000,
    );
    await a.app.liveMatches.idle();
    expect(messages.find((m) => m.type === 'matches')).toEqual({ type: 'matches', source: 'binance-spot' });
    expect(b.app.liveMatches.index.version).toBeGreaterThan(before);
    await waitFor(
      'the same matches on both',
      () => b.app.liveMatches.index.size === a.app.liveMatches.index.size,
    );
    socket.close();
  }, 30_000);

  it("pushes the scanner feed's prices to a socket on the api process", async () => {
    const user = await signUpUser(b.app);
    const token = user.headers.authorization.slice('Bearer '.length);
    const socket = new WebSocket(`${base}/ws/v1/crypto?token=${token}`);
    const messages: { type: string; source?: string; prices?: { symbol: string; price: number }[] }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ type: 'subscribe', source: 'binance-spot' }));
    await waitFor('the subscription', () => messages.some((m) => m.type === 'subscribed'));

    const { feed, replay } = a.app.marketData;
    replay!.advanceTo(feed.time() + 5);
    const btc = feed.store.price('binance-spot', 'BTCUSDT')!.price;
    const pushedBtc = () =>
      messages
        .filter((m) => m.type === 'prices' && m.source === 'binance-spot')
        .flatMap((m) => m.prices ?? [])
        .findLast((p) => p.symbol === 'BTCUSDT')?.price;
    await waitFor('the relayed BTC price', () => pushedBtc() === btc, 20_000);
    socket.close();
  }, 30_000);

  it('starts a later api process from the snapshot alone, read while it is built', async () => {
    await a.app.liveMatches.idle();
    const config = loadConfig({
      DATA_DIR: a.dataDir,
      AUTH_SECRET: TEST_AUTH_SECRET,
      MARKET_DATA: 'off',
      TRACK_RECORD: 'off',
      REDIS_URL: redis!.url,
      ...(a.databaseUrl === undefined ? {} : { DATABASE_URL: a.databaseUrl }),
    });
    const late = await buildApp({ ...config, role: 'api' }, { logger: false });
    try {
      // Before the ready hooks, whose ten seconds a large snapshot on a loaded machine outlasts.
      expect(late.liveMatches.index.size).toBe(a.app.liveMatches.index.size);
      await late.ready();
      expect(late.liveMatches.stats().scans).toBe(0);
      const user = await signUpUser(late);
      await grantPro(a, user.userId);
      expect(scanned(await listOn(late, user))).toEqual(scanned(await listOn(a.app, user)));
    } finally {
      await late.close();
    }
  }, 30_000);

  const BTC_HOUR = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 } as const;
  const chartOn = async (app: FastifyInstance, user: Awaited<ReturnType<typeof signUpUser>>) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/v1/data/history',
        headers: user.headers,
        payload: { source: 'binance-spot', symbol: 'BTCUSDT', interval: 60, start: 0, end: 4_000_000_000 },
      })
    ).json().data as number[][];
  const closedOn = (app: FastifyInstance) => {
    const series = app.marketData.feed.store.get(BTC_HOUR.source, BTC_HOUR.symbol, BTC_HOUR.timeframe)!;
    const { time, open, high, low, close, volume } = series.columns();
    return [...time].map((t, i) => [t, open[i], high[i], low[i], close[i], volume[i]]);
  };
  /** The next hourly BTC candle, closed on A's feed as the replay closes one: appended, then published. */
  const closeOnA = (close: number) => {
    const { store, events } = a.app.marketData.feed;
    const series = store.get(BTC_HOUR.source, BTC_HOUR.symbol, BTC_HOUR.timeframe)!;
    const candle = { ...hourlyCandle(series.last()!.time + 3600, close), volume: 1 };
    store.append(series.key, candle);
    events.emit('candle-close', { ...BTC_HOUR, series, candle });
    return candle;
  };
  const lastOn = (app: FastifyInstance) =>
    app.marketData.feed.store.get(BTC_HOUR.source, BTC_HOUR.symbol, BTC_HOUR.timeframe)!.last()!;

  it("serves on the api, which opened no feed, the chart candles of the feed's store, the whole window", async () => {
    expect(b.app.marketData.replay).toBeUndefined();
    expect(b.app.marketData.feed.status()).toMatchObject({ mode: 'replay', running: false });
    const health = await b.app.inject('/api/v1/health');
    expect(health.json().data).toMatchObject({ ready: true, checks: { relay: true } });
    const user = await signUpUser(b.app);
    const closed = closedOn(a.app);
    expect(closed.length).toBe(1000);
    const onB = await chartOn(b.app, user);
    // The forming candle, when the relay carried one, comes last on both.
    expect(onB.slice(0, closed.length)).toEqual(closed);
    expect(onB.length - closed.length).toBeLessThanOrEqual(1);
    expect(b.app.marketData.feed.instruments()).toEqual(a.app.marketData.feed.instruments());
  });

  it("takes a candle closed on the feed into two apis' stores and pushes its price on their sockets", async () => {
    const c = await startTestApp({ REDIS_URL: redis!.url }, { sharing: a, role: 'api' });
    const cBase = (await c.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    try {
      const sockets = await Promise.all(
        [base, cBase].map(async (url, i) => {
          const user = await signUpUser(i === 0 ? b.app : c.app);
          const socket = new WebSocket(`${url}/ws/v1/crypto?token=${user.headers.authorization.slice(7)}`);
          const prices: number[] = [];
          const subscribed: boolean[] = [];
          socket.on('message', (data) => {
            const message = JSON.parse(String(data));
            if (message.type === 'subscribed') subscribed.push(true);
            for (const price of message.type === 'prices' ? message.prices : [])
              if (price.symbol === 'BTCUSDT') prices.push(price.price);
          });
          await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
          socket.send(JSON.stringify({ type: 'subscribe', source: 'binance-spot' }));
          await waitFor('the subscription', () => subscribed.length > 0);
          return { socket, prices };
        }),
      );
      const candle = closeOnA(123_456.5);
      for (const app of [b.app, c.app])
        await waitFor('the close on the api', () => lastOn(app).time === candle.time);
      for (const { prices } of sockets)
        await waitFor('the close price pushed', () => prices.includes(candle.close), 5000);
      expect(closedOn(b.app)).toEqual(closedOn(a.app));
      expect(closedOn(c.app)).toEqual(closedOn(a.app));
      for (const { socket } of sockets) socket.close();
    } finally {
      await c.close();
    }
  }, 30_000);

  it('catches a restarted api up with the closes it missed, each once', async () => {
    const missed = [closeOnA(120_000), closeOnA(120_100)];
    await b.restart();
    expect(lastOn(b.app)).toEqual(missed[1]);
    expect(closedOn(b.app)).toEqual(closedOn(a.app));
    const next = closeOnA(120_200);
    await waitFor('the next close after the restart', () => lastOn(b.app).time === next.time);
    expect(closedOn(b.app)).toEqual(closedOn(a.app));
  }, 30_000);
});
