import { LiveFeed } from '../../src/connectors/live-feed';
import type { LiveTiming } from '../../src/connectors/live-options';
import type { CandleCloseEvent } from '../../src/feed';
import { FakeBybit } from '../fakes/bybit';
import { quietLog } from '../wait';
import { instrumentOf } from './instruments';
import { scaledTimers } from './scaled-timers';

// Monday 2026-03-02 10:00:00 UTC, on every candle boundary.
export const T0 = Date.UTC(2026, 2, 2, 10, 0, 0) / 1000;

export type BybitSource = 'bybit-spot' | 'bybit-futures';

export const bybitBtc = (source: BybitSource) =>
  instrumentOf(source, 'crypto', 'BTCUSDT', { base: 'btc', quote: 'usdt', sourceSymbol: 'BTCUSDT' });

export interface BybitFeedOptions {
  readonly source?: BybitSource;
  readonly window?: number;
  readonly pageSize?: number;
  readonly timing?: Partial<LiveTiming>;
  /** ccxt options over the source's own (connectors/ccxt/ccxt-sources.ts). */
  readonly options?: Readonly<Record<string, unknown>>;
  /** Prepares the fake before the feed starts. */
  readonly before?: (fake: FakeBybit) => void;
}

/**
 * A live feed on bybit BTCUSDT (spot by default; 1- and 5-minute candles) against a fake bybit 30 s into 10:00, with
 * the production timings on timers a hundred times faster. ccxt is pointed at the fake the way a deployment behind a
 * proxy would be: `urls.api.public` for REST and `urls.api.ws.public.<category>` for the sockets.
 */
export const startBybitFeed = async (options: BybitFeedOptions = {}) => {
  const source = options.source ?? 'bybit-spot';
  const category = source === 'bybit-spot' ? 'spot' : 'linear';
  const fake = new FakeBybit([{ id: 'BTCUSDT', base: 'BTC', quote: 'USDT' }], T0 + 30);
  await fake.listen();
  options.before?.(fake);
  const { timers, asked } = scaledTimers(() => fake.nowS * 1000);
  const feed = new LiveFeed({
    instruments: [bybitBtc(source)],
    log: quietLog,
    window: options.window ?? 50,
    timeframes: () => [1, 5],
    timers,
    timing: options.timing,
    ccxt: {
      [source]: {
        urls: { api: { public: fake.restUrl, ws: { public: { [category]: fake.wsUrl(category) } } } },
        pageSize: options.pageSize,
        options: options.options,
      },
    },
  });
  const closes: CandleCloseEvent[] = [];
  feed.events.on('candle-close', (event) => closes.push(event));
  await feed.start();
  await feed.ready();
  const cleanup = async () => {
    await feed.stop();
    await fake.close();
  };
  const times = (timeframe: number): number[] => [
    ...(feed.store.get(source, 'BTCUSDT', timeframe)?.columns().time ?? []),
  ];
  const forming = (timeframe: number) => feed.forming(source, 'BTCUSDT', timeframe);
  return { source, fake, feed, closes, asked, cleanup, times, forming };
};
