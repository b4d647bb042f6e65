import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeBinance } from '../../../test/fakes/binance';
import { scriptedCandle } from '../../../test/fakes/candle-script';
import { BTC, closedTimes, opens, startBinanceFeed, T0, timesOf } from '../../../test/feeds/binance';
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

const start = async (options: Parameters<typeof startBinanceFeed>[0] = {}) => {
  const started = await startBinanceFeed(options);
  cleanups.push(started.cleanup);
  return started;
};

const startBinanceFeedDown = () => start({ before: (fake) => fake.unavailableNext(2) });

describe('ccxt connector against a fake binance', { timeout: 20_000 }, () => {
  it('backfills the window of closed candles from REST, paging by the venue limit', async () => {
    const { fake, feed } = await start({ window: 50, pageSize: 20 });
    expect(timesOf(feed, 1)).toEqual(opens(T0 - 50 * 60, 50));
    expect(timesOf(feed, 5)).toEqual(opens(T0 - 250 * 60, 50, 5));
    const pages = fake.klineRequests.filter((request) => request.query.get('interval') === '1m');
    expect(pages.map((request) => Number(request.query.get('startTime')) / 1000)).toEqual([
      T0 - 3000,
      T0 - 1800,
      T0 - 600,
    ]);
    expect(pages.every((request) => request.query.get('limit') === '20')).toBe(true);
    // decimal strings became numbers, milliseconds became seconds, and the forming 10:00 candle stayed out
    expect(feed.store.get('binance-spot', 'BTCUSDT', 1)?.last()).toEqual(
      scriptedCandle('BTCUSDT', 1, T0 - 60),
    );
    expect(feed.instruments()).toEqual([BTC]);
    expect(feed.status()).toMatchObject({ mode: 'live', running: true, instruments: 1, series: 2 });
  });

  it('closes a streamed candle when the next one starts, publishes it once and streams prices', async () => {
    const { fake, feed, closes } = await start();
    const prices: number[] = [];
    feed.events.on('price', (tick) => prices.push(tick.price));
    await waitFor('the forming kline', () => feed.forming('binance-spot', 'BTCUSDT', 1) !== undefined);
    expect(feed.forming('binance-spot', 'BTCUSDT', 1)).toEqual(scriptedCandle('BTCUSDT', 1, T0, true));
    fake.advanceTo(T0 + 65);
    await waitFor('the close of 10:00', () => closes.length === 1);
    expect(closes[0]).toMatchObject({ source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 1 });
    expect(closes[0]?.candle).toEqual(scriptedCandle('BTCUSDT', 1, T0));
    expect(closes[0]?.series.last()).toEqual(scriptedCandle('BTCUSDT', 1, T0));
    const latest = scriptedCandle('BTCUSDT', 1, T0 + 60, true).close;
    await waitFor('the latest price', () => feed.store.price('binance-spot', 'BTCUSDT')?.price === latest);
    expect(prices).toContain(latest);
    fake.advanceTo(T0 + 70);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(closedTimes(closes, 1)).toEqual([T0]);
  });

  it('polls REST for closes where klines are not watched, prices moving the forming candle', async () => {
    const { fake, feed, closes } = await start({ pollCandles: true });
    await waitFor('a price', () => feed.forming('binance-spot', 'BTCUSDT', 1) !== undefined);
    expect(fake.sockets.size).toBe(1);
    fake.advanceTo(T0 + 2 * 60 + 1);
    await waitFor('the polled closes', () => timesOf(feed, 1).at(-1) === T0 + 60);
    expect(closedTimes(closes, 1)).toEqual([T0, T0 + 60]);
    expect(feed.store.get('binance-spot', 'BTCUSDT', 1)?.last()).toEqual(
      scriptedCandle('BTCUSDT', 1, T0 + 60),
    );
    const price = scriptedCandle('BTCUSDT', 1, T0 + 120, true).close;
    await waitFor(
      'the forming candle moved',
      () => feed.forming('binance-spot', 'BTCUSDT', 1)?.close === price,
    );
    expect(feed.forming('binance-spot', 'BTCUSDT', 1)?.time).toBe(T0 + 120);
  });

  it('waits out a 429 for its Retry-After, then backfills', async () => {
    const fake = new FakeBinance([{ id: 'BTCUSDT', base: 'BTC', quote: 'USDT' }], T0 + 30);
    await fake.listen();
    cleanups.push(() => fake.close());
    fake.rateLimitNext(1, '0.3');
    const startedAt = Date.now();
    const feed = new LiveFeed({
      instruments: [BTC],
      log: quietLog,
      window: 10,
      timeframes: () => [1],
      ccxt: { 'binance-spot': { urls: { api: { public: fake.restUrl, ws: { spot: fake.wsUrl } } } } },
      timers: {
        now: () => fake.nowS * 1000 + (Date.now() - startedAt),
        setTimeout: (callback, ms) => setTimeout(callback, ms),
        clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
      },
    });
    cleanups.push(() => feed.stop());
    await feed.start();
    await feed.ready();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(290);
    expect(fake.klineRequests).toHaveLength(2);
    expect(timesOf(feed, 1)).toEqual(opens(T0 - 600, 10));
    expect(feed.health()[0]).toMatchObject({ label: 'binance-spot', rateLimited: 1 });
  });

  it('retries an exchange that is down at start every 10 s', async () => {
    const { fake, feed, asked } = await startBinanceFeedDown();
    expect(fake.http.requests.filter((request) => request.path.endsWith('/exchangeInfo'))).toHaveLength(3);
    expect(asked.filter((ms) => ms === 10_000).length).toBeGreaterThanOrEqual(2);
    expect(timesOf(feed, 1)).toHaveLength(50);
  });

  it('stops without leaving a timer or a socket behind', async () => {
    const { fake, feed } = await start();
    await waitFor('streaming', () => fake.sockets.size > 0);
    await feed.stop();
    expect(feed.pendingTimers()).toBe(0);
    await waitFor('sockets closed', () => fake.sockets.size === 0);
    expect(await fake.http.connections()).toBe(0);
    expect(feed.status().running).toBe(false);
  });
});
