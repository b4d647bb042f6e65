import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  grantPro,
  signUpUser,
  startTestApp,
  startTestRedis,
  TEST_AUTH_SECRET,
  type TestApp,
} from '../../test';
import { waitFor } from '../../test/wait';
import { buildApp } from '../app';
import { loadConfig } from '../config';

// A scanning process (A: the replay feed, ROLE=all) and an api process that scans nothing (B: no feed, ROLE=api) on
// one database and one Redis: B answers with A's matches and tells its sockets when A's scans change them.
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
  }, 90_000);
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
    const user = await signUpUser(b.app);
    await grantPro(b, user.userId);
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
});
