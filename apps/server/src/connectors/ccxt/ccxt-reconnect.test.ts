import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scriptedCandle } from '../../../test/fakes/candle-script';
import { closedTimes, opens, startBinanceFeed, T0, timesOf } from '../../../test/feeds/binance';
import { waitFor } from '../../../test/wait';

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
  const { fake, feed } = started;
  await waitFor('the forming kline', () => feed.forming('binance-spot', 'BTCUSDT', 1) !== undefined);
  fake.advanceTo(T0 + 60);
  await waitFor('the first close', () => timesOf(feed, 1).at(-1) === T0);
  return started;
};

type Started = Awaited<ReturnType<typeof start>>;

/** The exchange closed 10:01 to 10:07 (and the 5-minute 10:00) while we were away; then 10:08 closes live. */
const expectEveryCandleOnce = async ({ fake, feed, closes }: Started) => {
  await waitFor('the 1-minute gap filled', () => timesOf(feed, 1).at(-1) === T0 + 7 * 60);
  await waitFor('the 5-minute gap filled', () => timesOf(feed, 5).at(-1) === T0);
  fake.advanceTo(T0 + 9 * 60);
  await waitFor('the next live close', () => timesOf(feed, 1).at(-1) === T0 + 8 * 60);
  const ones = timesOf(feed, 1);
  expect(ones).toEqual(opens(ones[0]!, ones.length));
  expect(ones.slice(-9)).toEqual(opens(T0, 9));
  expect(closedTimes(closes, 1)).toEqual(opens(T0, 9));
  expect(closedTimes(closes, 5)).toEqual([T0]);
  expect(feed.store.get('binance-spot', 'BTCUSDT', 1)?.at(ones.length - 5)).toEqual(
    scriptedCandle('BTCUSDT', 1, T0 + 4 * 60),
  );
};

describe('ccxt connector reconnects without losing or doubling a candle', { timeout: 20_000 }, () => {
  it('reconnects 10 s after a dropped socket and backfills the gap from REST', async () => {
    const started = await start();
    const { fake, feed, asked } = started;
    const connections = fake.connectionsAccepted;
    fake.drop();
    fake.advanceTo(T0 + 8 * 60 + 10);
    await waitFor('the reconnect', () => fake.connectionsAccepted > connections);
    expect(asked).toContain(10_000);
    await expectEveryCandleOnce(started);
    expect(feed.health()[0]).toMatchObject({ state: 'live', drops: 1 });
  });

  it('counts a silent socket as a drop', async () => {
    const started = await start({ timing: { silenceMs: 60_000 } });
    const { fake, feed } = started;
    const connections = fake.connectionsAccepted;
    fake.muteOpenSockets();
    fake.advanceTo(T0 + 8 * 60 + 10);
    await waitFor('the reconnect', () => fake.connectionsAccepted > connections);
    await expectEveryCandleOnce(started);
    expect(feed.health()[0]?.drops).toBe(1);
  });

  it('reconnects on its own before the 24-hour cut', async () => {
    const started = await start({ timing: { refreshMs: 30_000 } });
    const { fake, feed, asked } = started;
    const connections = fake.connectionsAccepted;
    fake.advanceTo(T0 + 8 * 60 + 10);
    await waitFor('the refresh', () => fake.connectionsAccepted > connections);
    expect(asked).toContain(30_000);
    await expectEveryCandleOnce(started);
    expect(feed.health()[0]?.drops).toBe(0);
  });

  it('resubscribes a refused kline subscription after 5 s', async () => {
    const started = await startBinanceFeed();
    cleanups.push(started.cleanup);
    const { fake, feed, asked } = started;
    await waitFor('streaming', () => feed.forming('binance-spot', 'BTCUSDT', 1) !== undefined);
    fake.rejectNextSubscriptions(1);
    fake.drop();
    await waitFor('the refusal', () => asked.includes(5000), 3000);
    await waitFor('streaming again', () => feed.forming('binance-spot', 'BTCUSDT', 1) !== undefined);
    fake.advanceTo(T0 + 120);
    await waitFor('live closes', () => timesOf(feed, 1).at(-1) === T0 + 60);
    expect(closedTimes(started.closes, 1)).toEqual([T0, T0 + 60]);
  });
});
