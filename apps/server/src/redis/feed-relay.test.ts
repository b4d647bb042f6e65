import { type CandleColumns, columnsFromCandles, type SeriesKey } from '@tradescope/engine';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis } from '../../test';
import { HandFeed, hourlyCandle } from '../../test/feeds/hand-feed';
import { instrumentOf } from '../../test/feeds/instruments';
import { quietLog, waitFor } from '../../test/wait';
import { connectRedisBus, createFeedRelay, type FeedRelay, type RedisBus, RelayedFeed } from '.';

// The feed's process and api processes on one Redis: what the api's candle store holds is what the feed's holds.
const redis = await startTestRedis();

const H = 3600;
const T0 = 1_799_996_400;
const BTC = instrumentOf('binance-spot', 'crypto', 'BTCUSDT', {
  base: 'btc',
  quote: 'usdt',
  sourceSymbol: 'BTCUSDT',
});
const ETH = instrumentOf('binance-spot', 'crypto', 'ETHUSDT', {
  base: 'eth',
  quote: 'usdt',
  sourceSymbol: 'ETHUSDT',
});
const btcHour = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 } as SeriesKey;
const ethHour = { source: 'binance-spot', symbol: 'ETHUSDT', timeframe: 60 } as SeriesKey;
// binance spot lists no 2-minute timeframe: such a series (the replay's unlisted base) stays in the feed's process.
const btcUnlisted = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 2 } as SeriesKey;
const hours = (count: number, from = T0): CandleColumns =>
  columnsFromCandles(Array.from({ length: count }, (_, i) => hourlyCandle(from + i * H, 100 + i)));
const plain = (columns: CandleColumns) => Object.values(columns).map((column) => [...column]);
const WINDOW = 8;

describe.skipIf(redis === undefined)('the feed relay (the scale mode)', () => {
  let bus: RedisBus;
  let feed: HandFeed;
  let relay: FeedRelay;
  const followers: RelayedFeed[] = [];

  const follower = async (start = true): Promise<RelayedFeed> => {
    const one = new RelayedFeed(bus, Date.now, quietLog);
    followers.push(one);
    await one.load();
    if (start) await one.start();
    return one;
  };
  const storeOf = (one: { store: HandFeed['store'] }, key: SeriesKey) =>
    plain(one.store.get(key.source, key.symbol, key.timeframe)!.columns());
  const nextClose = (key: SeriesKey, close: number) => {
    const last = feed.store.get(key.source, key.symbol, key.timeframe)!.last()!;
    return hourlyCandle(last.time + H, close);
  };

  beforeAll(async () => {
    bus = await connectRedisBus(redis!.url, quietLog);
  });
  afterEach(async () => {
    for (const one of followers.splice(0)) await one.stop();
    relay?.stop();
    await bus.commands.flushdb();
  });
  afterAll(async () => {
    await bus?.close();
    await redis?.stop();
  });

  const startFeed = async (btc = hours(6)) => {
    feed = new HandFeed(
      [BTC, ETH],
      [
        { key: btcHour, candles: btc, window: WINDOW },
        { key: ethHour, candles: hours(4), window: WINDOW },
        { key: btcUnlisted, candles: hours(3), window: WINDOW },
      ],
    );
    relay = createFeedRelay(bus, feed, quietLog);
    await relay.start();
  };

  it("loads a late follower with every listed series' window, the instruments and the feed's status", async () => {
    await startFeed();
    const api = await follower();
    expect(api.loaded).toBe(true);
    expect(storeOf(api, btcHour)).toEqual(storeOf(feed, btcHour));
    expect(storeOf(api, ethHour)).toEqual(storeOf(feed, ethHour));
    expect(api.store.get('binance-spot', 'BTCUSDT', 2)).toBeUndefined();
    expect(api.instruments().map((one) => one.id)).toEqual([BTC.id, ETH.id]);
    expect(api.status()).toMatchObject({ mode: 'live', running: true, instruments: 2, series: 2 });
    expect(api.time()).toBeGreaterThanOrEqual(feed.clock);
  });

  it('waits, not ready, for a feed that has not started, and loads its snapshot once it has', async () => {
    const api = await follower();
    expect(api.loaded).toBe(false);
    expect(api.status().running).toBe(false);
    await startFeed();
    await waitFor('the snapshot loaded', () => api.loaded);
    expect(storeOf(api, btcHour)).toEqual(storeOf(feed, btcHour));
  });

  it("applies a close to two followers' stores once each, with a candle-close and a price event", async () => {
    await startFeed();
    const apis = [await follower(), await follower()];
    const heard = apis.map((api) => {
      const events: string[] = [];
      api.events.on('candle-close', ({ symbol, candle }) => events.push(`close ${symbol} ${candle.time}`));
      api.events.on('price', ({ symbol, price }) => events.push(`price ${symbol} ${price}`));
      return events;
    });
    const candle = nextClose(btcHour, 150);
    feed.close(btcHour, candle);
    // A second feed process closing the same candle (two scanners follow the venues): held once.
    await bus.commands.xadd(
      'tradescope:feed:stream',
      '*',
      'close',
      (await import('node:v8')).serialize({ ...btcHour, candle }),
    );
    feed.close(btcHour, nextClose(btcHour, 151));
    for (const api of apis)
      await waitFor('both closes', () => api.store.get('binance-spot', 'BTCUSDT', 60)!.last()!.close === 151);
    for (const [i, api] of apis.entries()) {
      expect(storeOf(api, btcHour)).toEqual(storeOf(feed, btcHour));
      expect(heard[i]).toEqual([
        `close BTCUSDT ${candle.time}`,
        'price BTCUSDT 150',
        `close BTCUSDT ${candle.time + H}`,
        'price BTCUSDT 151',
      ]);
    }
  });

  it('keeps a series at its window as closes pass it, for a follower loading late too', async () => {
    await startFeed();
    const early = await follower();
    for (let i = 0; i < 2 * WINDOW + 3; i++) feed.close(btcHour, nextClose(btcHour, 200 + i));
    const late = await follower();
    await waitFor(
      'the last close',
      () => early.store.get('binance-spot', 'BTCUSDT', 60)!.last()!.close === 200 + 2 * WINDOW + 2,
    );
    for (const api of [early, late]) {
      expect(api.store.get('binance-spot', 'BTCUSDT', 60)!.length).toBe(WINDOW);
      expect(storeOf(api, btcHour)).toEqual(storeOf(feed, btcHour));
    }
  });

  it('relays prices, forming candles and the clock; a forming candle ends with its close', async () => {
    await startFeed();
    const api = await follower();
    const forming = nextClose(btcHour, 120);
    feed.formingCandles.set('binance-spot|BTCUSDT|60', forming);
    feed.clock += 30;
    feed.tick('binance-spot', 'BTCUSDT', 120);
    await waitFor('the relayed tick', () => api.store.price('binance-spot', 'BTCUSDT')?.price === 120, 3000);
    expect(api.forming('binance-spot', 'BTCUSDT', 60)).toEqual(forming);
    expect(api.time()).toBeGreaterThanOrEqual(feed.clock);
    feed.close(btcHour, forming);
    await waitFor(
      'the close',
      () => api.store.get('binance-spot', 'BTCUSDT', 60)!.last()!.time === forming.time,
    );
    expect(api.forming('binance-spot', 'BTCUSDT', 60)).toBeUndefined();
  });

  it('catches a restarted follower up from the snapshot with what closed while it was down', async () => {
    await startFeed();
    const before = await follower();
    await before.stop();
    for (let i = 0; i < 3; i++) feed.close(btcHour, nextClose(btcHour, 300 + i));
    const after = await follower();
    expect(storeOf(after, btcHour)).toEqual(storeOf(feed, btcHour));
    feed.close(btcHour, nextClose(btcHour, 400));
    await waitFor(
      'the next close',
      () => after.store.get('binance-spot', 'BTCUSDT', 60)!.last()!.close === 400,
    );
    expect(storeOf(after, btcHour)).toEqual(storeOf(feed, btcHour));
  });

  it("reads the whole snapshot again when the feed's process restarts, whatever it closed meanwhile", async () => {
    await startFeed();
    const api = await follower();
    relay.stop();
    // The restarted feed caught up (candles it stored without publishing) before it relays again.
    // Every turn of the event loop until the new snapshot is in: the series is never missing (the store is swapped
    // whole, not emptied across the reads' round trips).
    let missing = 0;
    const deadline = Date.now() + 5000;
    const restarted = startFeed(hours(7, T0 + 2 * H));
    for (;;) {
      const series = api.store.get('binance-spot', 'BTCUSDT', 60);
      if (series === undefined) missing += 1;
      if (series?.length === 7 || Date.now() > deadline) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await restarted;
    expect(missing).toBe(0);
    expect(storeOf(api, btcHour)).toEqual(storeOf(feed, btcHour));
  });
});
