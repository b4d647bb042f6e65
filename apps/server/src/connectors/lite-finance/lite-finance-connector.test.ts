import { afterEach, describe, expect, it } from 'vitest';
import { scriptedCandle } from '../../../test/fakes/candle-script';
import { FakeLiteFinance } from '../../../test/fakes/lite-finance';
import { opens } from '../../../test/feeds/binance';
import { instrumentOf } from '../../../test/feeds/instruments';
import { scaledTimers } from '../../../test/feeds/scaled-timers';
import { quietLog, waitFor } from '../../../test/wait';
import { LiveFeed } from '../live-feed';

// Monday 2026-03-02 15:00:00 UTC, New York trading hours.
const T0 = Date.UTC(2026, 2, 2, 15, 0, 0) / 1000;
const AAPL = instrumentOf('lite-finance', 'stock', 'AAPL', {
  base: 'aapl',
  quote: 'usd',
  sourceSymbol: 'AAPL',
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const start = async (enabled: boolean, before: (fake: FakeLiteFinance) => void = () => {}) => {
  const fake = new FakeLiteFinance(T0 + 30);
  await fake.listen();
  before(fake);
  const { timers } = scaledTimers(() => fake.nowS * 1000);
  const feed = new LiveFeed({
    instruments: [AAPL],
    log: quietLog,
    window: 30,
    timeframes: () => [1, 5],
    timers,
    liteFinance: { enabled, url: fake.http.url },
  });
  cleanups.push(async () => {
    await feed.stop();
    await fake.close();
  });
  await feed.start();
  await feed.ready();
  return { fake, feed };
};

const times = (feed: LiveFeed, timeframe: number) => [
  ...(feed.store.get('lite-finance', 'AAPL', timeframe)?.columns().time ?? []),
];

describe('LiteFinance connector (unofficial endpoint, against a fake)', { timeout: 20_000 }, () => {
  it('is off unless enabled', async () => {
    const { fake, feed } = await start(false);
    expect(fake.requests).toHaveLength(0);
    expect(feed.instruments()).toEqual([]);
  });

  it('backfills from the UDF history with browser headers, polls closes and publishes the price', async () => {
    const { fake, feed } = await start(true, (fake) => fake.failNext(1));
    expect(times(feed, 1)).toEqual(opens(T0 - 30 * 60, 30));
    expect(times(feed, 5)).toEqual(opens(T0 - 150 * 60, 30, 5));
    expect(feed.store.get('lite-finance', 'AAPL', 1)?.last()).toEqual(scriptedCandle('AAPL', 1, T0 - 60));
    const request = fake.requests.at(-1)!;
    expect(request.headers['user-agent']).toMatch(/Mozilla/);
    expect(request.query.get('resolution')).toMatch(/^(1|5)$/);
    fake.nowS = T0 + 2 * 60 + 1;
    await waitFor('the polled closes', () => times(feed, 1).at(-1) === T0 + 60);
    expect(times(feed, 1).slice(-3)).toEqual(opens(T0 - 60, 3));
    await waitFor('the price', () => feed.store.price('lite-finance', 'AAPL') !== undefined);
    expect(feed.store.price('lite-finance', 'AAPL')?.price).toBe(
      scriptedCandle('AAPL', 1, T0 + 120, true).close,
    );
  });
});
