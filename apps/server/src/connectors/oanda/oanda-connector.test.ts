import { afterEach, describe, expect, it } from 'vitest';
import { scriptedCandle } from '../../../test/fakes/candle-script';
import { closedTimes, opens } from '../../../test/feeds/binance';
import { instrumentOf } from '../../../test/feeds/instruments';
import { oandaTimes, startOandaFeed, T0 } from '../../../test/feeds/oanda';
import { recordingLog, waitFor } from '../../../test/wait';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const start = async (options: Parameters<typeof startOandaFeed>[0] = {}) => {
  const started = await startOandaFeed(options);
  cleanups.push(started.cleanup);
  return started;
};

const ohlc = (instrument: string, timeframe: number, open: number) => {
  const { volume: _volume, ...rest } = scriptedCandle(instrument, timeframe, open);
  return rest;
};

describe('OANDA connector against a fake OANDA v20', { timeout: 20_000 }, () => {
  it('backfills complete mid candles, aligned on UTC, with the bearer token', async () => {
    const { fake, feed } = await start({ window: 20 });
    expect(oandaTimes(feed, 1)).toEqual(opens(T0 - 20 * 60, 20));
    expect(oandaTimes(feed, 5)).toEqual(opens(T0 - 100 * 60, 20, 5));
    // decimal strings became numbers, RFC 3339 nanosecond times became seconds
    expect(feed.store.get('oanda', 'EURUSD', 1)?.last()).toMatchObject(ohlc('EUR_USD', 1, T0 - 60));
    const request = fake.candleRequests[0]!;
    expect(request.headers.authorization).toBe('Bearer test-token-0123456789');
    expect(Object.fromEntries(request.query)).toMatchObject({
      price: 'M',
      dailyAlignment: '0',
      alignmentTimezone: 'UTC',
      weeklyAlignment: 'Monday',
    });
    expect(fake.candleRequests.map((entry) => entry.query.get('granularity')).sort()).toEqual(['M1', 'M5']);
  });

  it('closes each candle once OANDA marks it complete', async () => {
    const { fake, feed, closes } = await start();
    fake.lagS = 3;
    fake.nowS = T0 + 61;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(oandaTimes(feed, 1).at(-1)).toBe(T0 - 60);
    fake.nowS = T0 + 64;
    await waitFor('the close of 10:00', () => oandaTimes(feed, 1).at(-1) === T0);
    fake.nowS = T0 + 5 * 60 + 4;
    await waitFor('the closes up to 10:04', () => oandaTimes(feed, 1).at(-1) === T0 + 4 * 60);
    await waitFor('the 5-minute close', () => oandaTimes(feed, 5).at(-1) === T0);
    expect(closedTimes(closes, 1)).toEqual(opens(T0, 5));
    expect(closedTimes(closes, 5)).toEqual([T0]);
    expect(feed.store.get('oanda', 'EURUSD', 1)?.last()).toMatchObject(ohlc('EUR_USD', 1, T0 + 4 * 60));
  });

  it('streams prices that move the forming candle', async () => {
    const { fake, feed } = await start();
    await waitFor('the stream', () => fake.streams.size === 1);
    fake.price('EUR_USD', 1.08);
    await waitFor('the price', () => feed.store.price('oanda', 'EURUSD')?.price === 1.08);
    fake.price('EUR_USD', 1.09);
    await waitFor('the next price', () => feed.store.price('oanda', 'EURUSD')?.price === 1.09);
    expect(feed.forming('oanda', 'EURUSD', 1)).toMatchObject({ time: T0, high: 1.09, close: 1.09 });
  });

  it('reconnects a dropped price stream after 10 s and loses no candle meanwhile', async () => {
    const { fake, feed, closes, asked } = await start();
    await waitFor('the stream', () => fake.streams.size === 1);
    fake.dropStreams();
    fake.nowS = T0 + 3 * 60 + 5;
    await waitFor('the reconnect', () => fake.streamsOpened === 2);
    expect(asked).toContain(10_000);
    await waitFor('the candles closed meanwhile', () => oandaTimes(feed, 1).at(-1) === T0 + 2 * 60);
    fake.price('EUR_USD', 1.1);
    await waitFor('prices again', () => feed.store.price('oanda', 'EURUSD')?.price === 1.1);
    expect(closedTimes(closes, 1)).toEqual(opens(T0, 3));
    expect(feed.health()[0]?.drops).toBeGreaterThanOrEqual(1);
  });

  it('counts a stream without heartbeats for 20 s as dropped', async () => {
    const { fake, feed, asked } = await start();
    await waitFor('the stream', () => fake.streams.size === 1);
    fake.muteStreams();
    await waitFor('the reconnect', () => fake.streamsOpened === 2, 3000);
    expect(asked).toContain(20_000);
    expect(feed.health()[0]?.drops).toBeGreaterThanOrEqual(1);
  });

  it('skips an instrument OANDA does not know and streams the others', async () => {
    const bogus = instrumentOf('oanda', 'commodities', 'XYZUSD', {
      base: 'xyz',
      quote: 'usd',
      sourceSymbol: 'XYZ_USD',
    });
    const { log, errors } = recordingLog();
    const { fake, feed } = await start({ log, more: [bogus], before: (fake) => fake.unknown.add('XYZ_USD') });
    expect(errors).toEqual([
      'backfill oanda:XYZUSD 1 failed for good; giving up',
      'backfill oanda:XYZUSD 5 failed for good; giving up',
    ]);
    expect(feed.instruments().map((instrument) => instrument.symbol)).toEqual(['EURUSD']);
    expect(feed.store.get('oanda', 'XYZUSD', 1)).toBeUndefined();
    await waitFor('the stream', () => fake.streams.size === 1);
    expect([...fake.streams][0]?.instruments).toEqual(['EUR_USD']);
  });

  it('waits out a 429 for its Retry-After', async () => {
    const startedAt = Date.now();
    const { fake, feed } = await start({ before: (fake) => fake.rateLimitNext(1, '2') });
    expect(feed.health()[0]?.rateLimited).toBe(1);
    // 2 s on timers a hundred times faster
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(15);
    expect(fake.candleRequests).toHaveLength(3);
    expect(oandaTimes(feed, 1)).toHaveLength(20);
  });

  it('stops without leaving a timer or a socket behind', async () => {
    const { fake, feed } = await start();
    await waitFor('the stream', () => fake.streams.size === 1);
    await feed.stop();
    expect(feed.pendingTimers()).toBe(0);
    await waitFor('the stream closed', () => fake.streams.size === 0);
    expect(await fake.http.connections()).toBe(0);
  });
});
