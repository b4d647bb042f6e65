import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeBybit } from '../../../test/fakes/bybit';
import { scriptedCandle } from '../../../test/fakes/candle-script';
import { closedTimes, opens } from '../../../test/feeds/binance';
import { bybitBtc, startBybitFeed, T0 } from '../../../test/feeds/bybit';
import { quietLog, waitFor } from '../../../test/wait';
import { LiveFeed } from '../live-feed';

// ccxt takes 1-2 s to import (more on a busy machine); pay it once, outside the tests' own time limits.
beforeAll(async () => {
  await import('ccxt');
}, 60_000);

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const start = async (options: Parameters<typeof startBybitFeed>[0] = {}) => {
  const started = await startBybitFeed(options);
  cleanups.push(started.cleanup);
  return started;
};

type Started = Awaited<ReturnType<typeof start>>;

/** Starts streaming and lets 10:00 close live, as the reconnect tests begin. */
const startStreaming = async (options: Parameters<typeof startBybitFeed>[0] = {}) => {
  const started = await start(options);
  const { fake, forming, times } = started;
  await waitFor('the forming kline', () => forming(1) !== undefined);
  fake.advanceTo(T0 + 60);
  await waitFor('the first close', () => times(1).at(-1) === T0);
  return started;
};

/** 10:01 to 10:07 (and the 5-minute 10:00) closed while we were away; then 10:08 closes live. */
const expectEveryCandleOnce = async ({ fake, feed, closes, times, source }: Started) => {
  await waitFor('the 1-minute gap filled', () => times(1).at(-1) === T0 + 7 * 60);
  await waitFor('the 5-minute gap filled', () => times(5).at(-1) === T0);
  fake.advanceTo(T0 + 9 * 60);
  await waitFor('the next live close', () => times(1).at(-1) === T0 + 8 * 60);
  const ones = times(1);
  expect(ones).toEqual(opens(ones[0]!, ones.length));
  expect(ones.slice(-9)).toEqual(opens(T0, 9));
  expect(closedTimes(closes, 1)).toEqual(opens(T0, 9));
  expect(closedTimes(closes, 5)).toEqual([T0]);
  // every candle is the closed one: none is a forming snapshot the stream held when it dropped
  const series = feed.store.get(source, 'BTCUSDT', 1)!;
  for (let i = ones.length - 9; i < ones.length; i++) {
    expect(series.at(i)).toEqual(scriptedCandle('BTCUSDT', 1, ones[i]!));
  }
};

describe('ccxt connector against a fake bybit v5', { timeout: 20_000 }, () => {
  it('loads only spot instruments and backfills the window from REST, paging forward by the venue limit', async () => {
    const { fake, feed, times } = await start({ window: 50, pageSize: 20 });
    expect(fake.unknownPaths).toEqual([]);
    // ccxt-sources asks for the spot list alone (bybit's default is eleven lists, options of six coins among them).
    const lists = fake.http.requests.filter((request) => request.path === '/v5/market/instruments-info');
    expect(lists.map((request) => request.query.get('category'))).toEqual(['spot']);
    expect(times(1)).toEqual(opens(T0 - 50 * 60, 50));
    expect(times(5)).toEqual(opens(T0 - 250 * 60, 50, 5));
    const pages = fake.klineRequests.filter((request) => request.query.get('interval') === '1');
    expect(pages.map((request) => Number(request.query.get('start')) / 1000)).toEqual([
      T0 - 3000,
      T0 - 1800,
      T0 - 600,
    ]);
    expect(
      pages.every(
        (request) =>
          request.query.get('limit') === '20' &&
          request.query.get('category') === 'spot' &&
          request.query.get('symbol') === 'BTCUSDT' &&
          !request.query.has('end'),
      ),
    ).toBe(true);
    // newest-first string rows became ascending numbers in seconds; the forming 10:00 candle stayed out
    expect(feed.store.get('bybit-spot', 'BTCUSDT', 1)?.last()).toEqual(scriptedCandle('BTCUSDT', 1, T0 - 60));
    expect(feed.instruments()).toEqual([bybitBtc('bybit-spot')]);
    expect(feed.status()).toMatchObject({ mode: 'live', running: true, instruments: 1, series: 2 });
  });

  it('subscribes kline and ticker topics on the spot socket, closes streamed candles once and streams prices', async () => {
    const { fake, feed, closes, forming, times } = await start();
    await waitFor('the forming kline', () => forming(1) !== undefined);
    expect(forming(1)).toEqual(scriptedCandle('BTCUSDT', 1, T0, true));
    // ccxt's websocket throttle sends the second subscription on the socket about 20 ms after the first
    await waitFor('both subscriptions', () => fake.wsRequests.length === 2);
    expect(fake.wsRequests).toEqual([
      { op: 'subscribe', req_id: 1, args: ['kline.1.BTCUSDT', 'kline.5.BTCUSDT'] },
      { op: 'subscribe', req_id: 2, args: ['tickers.BTCUSDT'] },
    ]);
    expect([...fake.sockets.values()].map((socket) => socket.category)).toEqual(['spot']);
    fake.advanceTo(T0 + 65);
    await waitFor('the close of 10:00', () => closes.length === 1);
    expect(closes[0]).toMatchObject({ source: 'bybit-spot', symbol: 'BTCUSDT', timeframe: 1 });
    expect(closes[0]?.candle).toEqual(scriptedCandle('BTCUSDT', 1, T0));
    expect(closes[0]?.series.last()).toEqual(scriptedCandle('BTCUSDT', 1, T0));
    const latest = scriptedCandle('BTCUSDT', 1, T0 + 60, true).close;
    await waitFor('the latest price', () => feed.store.price('bybit-spot', 'BTCUSDT')?.price === latest);
    fake.advanceTo(T0 + 5 * 60 + 5);
    await waitFor('the close of 10:04', () => times(1).at(-1) === T0 + 4 * 60);
    await waitFor('the 5-minute close', () => times(5).at(-1) === T0);
    expect(closedTimes(closes, 1)).toEqual(opens(T0, 5));
    expect(closedTimes(closes, 5)).toEqual([T0]);
    // four candles closed in one burst of pushes: each arrived once, as the closed candle (stream or REST)
    for (const close of closes) {
      expect(close.candle).toEqual(scriptedCandle('BTCUSDT', close.timeframe, close.candle.time));
    }
  });

  it('serves bybit-futures from the linear instruments, kline category and socket', async () => {
    const { fake, feed, closes, forming, times } = await start({ source: 'bybit-futures', window: 20 });
    expect(fake.unknownPaths).toEqual([]);
    const lists = fake.http.requests.filter((request) => request.path === '/v5/market/instruments-info');
    expect(new Set(lists.map((request) => request.query.get('category')))).toEqual(new Set(['linear']));
    expect(fake.klineRequests.every((request) => request.query.get('category') === 'linear')).toBe(true);
    expect(times(1)).toEqual(opens(T0 - 20 * 60, 20));
    await waitFor('the forming kline', () => forming(1) !== undefined);
    expect([...fake.sockets.values()].map((socket) => socket.category)).toEqual(['linear']);
    fake.advanceTo(T0 + 65);
    await waitFor('the close of 10:00', () => times(1).at(-1) === T0);
    expect(closedTimes(closes, 1)).toEqual([T0]);
    expect(closes[0]?.candle).toEqual(scriptedCandle('BTCUSDT', 1, T0));
    // the linear ticker: a snapshot, then a delta that ccxt merges into it
    const latest = scriptedCandle('BTCUSDT', 1, T0 + 60, true).close;
    await waitFor('the delta price', () => feed.store.price('bybit-futures', 'BTCUSDT')?.price === latest);
  });

  it('reconnects 10 s after a dropped socket and backfills the gap from REST', async () => {
    const started = await startStreaming();
    const { fake, feed, asked } = started;
    const connections = fake.connectionsAccepted;
    const pagesBefore = fake.klineRequests.length;
    fake.drop();
    fake.advanceTo(T0 + 8 * 60 + 10);
    await waitFor('the reconnect', () => fake.connectionsAccepted > connections);
    expect(asked).toContain(10_000);
    await expectEveryCandleOnce(started);
    // the gap came from REST: one page per series, from the first candle missing
    const fills = fake.klineRequests.slice(pagesBefore);
    const starts = fills.map((request) => `${request.query.get('interval')}@${request.query.get('start')}`);
    expect(starts.sort()).toEqual([`1@${(T0 + 60) * 1000}`, `5@${T0 * 1000}`]);
    expect(feed.health()[0]).toMatchObject({ state: 'live', drops: 1 });
  });

  it('counts a silent socket as a drop', async () => {
    const started = await startStreaming({ timing: { silenceMs: 60_000 } });
    const { fake, feed } = started;
    const connections = fake.connectionsAccepted;
    fake.muteOpenSockets();
    fake.advanceTo(T0 + 8 * 60 + 10);
    await waitFor('the reconnect', () => fake.connectionsAccepted > connections);
    await expectEveryCandleOnce(started);
    expect(feed.health()[0]?.drops).toBe(1);
  });

  it('resubscribes a refused kline subscription after 5 s', async () => {
    const { fake, closes, asked, forming, times } = await start();
    await waitFor('streaming', () => forming(1) !== undefined);
    fake.rejectNextSubscriptions(1);
    fake.drop();
    await waitFor('the refusal', () => asked.includes(5000), 3000);
    await waitFor('streaming again', () => forming(1) !== undefined);
    fake.advanceTo(T0 + 120);
    await waitFor('live closes', () => times(1).at(-1) === T0 + 60);
    expect(closedTimes(closes, 1)).toEqual([T0, T0 + 60]);
  });

  it('waits out retCode 10006 until the limit resets, then backfills', async () => {
    const source = 'bybit-spot';
    const fake = new FakeBybit([{ id: 'BTCUSDT', base: 'BTC', quote: 'USDT' }], T0 + 30);
    await fake.listen();
    cleanups.push(() => fake.close());
    // Bybit sends no Retry-After: X-Bapi-Limit-Reset-Timestamp says when the limit resets, on the exchange clock.
    fake.rateLimitNext(1, T0 * 1000 + 30_000 + 400);
    const startedAt = Date.now();
    const feed = new LiveFeed({
      instruments: [bybitBtc(source)],
      log: quietLog,
      window: 10,
      timeframes: () => [1],
      ccxt: {
        [source]: { urls: { api: { public: fake.restUrl, ws: { public: { spot: fake.wsUrl('spot') } } } } },
      },
      timers: {
        now: () => fake.nowS * 1000 + (Date.now() - startedAt),
        setTimeout: (callback, ms) => setTimeout(callback, ms),
        clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
      },
    });
    cleanups.push(() => feed.stop());
    await feed.start();
    await feed.ready();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(390);
    expect(fake.klineRequests).toHaveLength(2);
    expect([...(feed.store.get(source, 'BTCUSDT', 1)?.columns().time ?? [])]).toEqual(opens(T0 - 600, 10));
    expect(feed.health()[0]).toMatchObject({ label: source, rateLimited: 1 });
  });

  it('stops without leaving a timer or a socket behind', async () => {
    const { fake, feed, forming } = await start();
    await waitFor('streaming', () => forming(1) !== undefined);
    await feed.stop();
    expect(feed.pendingTimers()).toBe(0);
    await waitFor('sockets closed', () => fake.sockets.size === 0);
    expect(await fake.http.connections()).toBe(0);
  });
});
