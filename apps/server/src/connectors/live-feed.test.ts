import { afterEach, describe, expect, it } from 'vitest';
import { FakeHttp, sendJson } from '../../test/fakes/http';
import { FakeOanda } from '../../test/fakes/oanda';
import { instrumentOf } from '../../test/feeds/instruments';
import { EURUSD, T0, TOKEN } from '../../test/feeds/oanda';
import { scaledTimers } from '../../test/feeds/scaled-timers';
import { recordingLog, waitFor } from '../../test/wait';
import { LiveFeed } from './live-feed';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const AAPL = instrumentOf('lite-finance', 'stock', 'AAPL', {
  base: 'aapl',
  quote: 'usd',
  sourceSymbol: 'AAPL',
});

describe('live feed', { timeout: 20_000 }, () => {
  it('serves nothing for OANDA without a token, nor LiteFinance unless enabled, and says why', async () => {
    const { warnings, log } = recordingLog();
    const feed = new LiveFeed({
      instruments: [EURUSD, AAPL],
      log,
      oanda: { token: undefined, url: 'http://x' },
    });
    await feed.start();
    await feed.ready();
    expect(feed.instruments()).toEqual([]);
    expect(feed.health()).toEqual([]);
    expect(warnings).toEqual(['OANDA_TOKEN is not set: oanda instruments have no data']);
    expect(feed.forming('oanda', 'EURUSD', 1)).toBeUndefined();
    expect((await feed.backfill('oanda', 'EURUSD', 1, 0)).time).toHaveLength(0);
    await feed.stop();
  });

  it('returns closed candles from the store on backfill, as copies', async () => {
    const fake = new FakeOanda(TOKEN, T0 + 30);
    await fake.listen();
    const { timers } = scaledTimers(() => fake.nowS * 1000);
    const feed = new LiveFeed({
      instruments: [EURUSD],
      log: recordingLog().log,
      window: 10,
      timeframes: () => [1],
      timers,
      oanda: { token: TOKEN, url: fake.http.url },
    });
    cleanups.push(async () => {
      await feed.stop();
      await fake.close();
    });
    await feed.start();
    await feed.ready();
    const columns = await feed.backfill('oanda', 'EURUSD', 1, T0 - 180);
    expect([...columns.time]).toEqual([T0 - 180, T0 - 120, T0 - 60]);
    columns.close[0] = -1;
    expect(feed.store.get('oanda', 'EURUSD', 1)?.at(7).close).not.toBe(-1);
    expect(feed.time()).toBe(T0 + 30);
  });

  it('stops promptly while a venue hangs during the backfill', async () => {
    const hanging = new FakeHttp((_request, response, url) => {
      if (url.pathname === '/v3/accounts') sendJson(response, 200, { accounts: [{ id: 'a' }] });
      // candle requests are never answered
    });
    await hanging.listen();
    cleanups.push(() => hanging.close());
    const feed = new LiveFeed({
      instruments: [EURUSD],
      log: recordingLog().log,
      timeframes: () => [1],
      oanda: { token: TOKEN, url: hanging.url },
    });
    await feed.start();
    await waitFor('the hanging request', () => hanging.requests.length === 2);
    const stoppedAt = Date.now();
    await feed.stop();
    expect(Date.now() - stoppedAt).toBeLessThan(1000);
    expect(feed.pendingTimers()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await hanging.connections()).toBe(0);
  });
});
