import { LiveFeed } from '../../src/connectors/live-feed';
import type { LiveTiming } from '../../src/connectors/live-options';
import type { CandleCloseEvent } from '../../src/feed';
import { FakeBinance } from '../fakes/binance';
import { quietLog } from '../wait';
import { instrumentOf } from './instruments';
import { scaledTimers } from './scaled-timers';

// Monday 2026-03-02 10:00:00 UTC, on every candle boundary.
export const T0 = Date.UTC(2026, 2, 2, 10, 0, 0) / 1000;
export const BTC = instrumentOf('binance-spot', 'crypto', 'BTCUSDT', {
  base: 'btc',
  quote: 'usdt',
  sourceSymbol: 'BTCUSDT',
});

export interface BinanceFeedOptions {
  readonly window?: number;
  readonly pageSize?: number;
  readonly timing?: Partial<LiveTiming>;
  /** Poll REST for closes instead of watching klines (the coinex path). */
  readonly pollCandles?: boolean;
  /** Prepares the fake before the feed starts. */
  readonly before?: (fake: FakeBinance) => void;
}

/**
 * A live feed on binance-spot BTCUSDT (1- and 5-minute candles) against a fake binance 30 s into 10:00, with the
 * production timings on timers a hundred times faster. `cleanup` stops both.
 */
export const startBinanceFeed = async (options: BinanceFeedOptions = {}) => {
  const fake = new FakeBinance([{ id: 'BTCUSDT', base: 'BTC', quote: 'USDT' }], T0 + 30);
  await fake.listen();
  options.before?.(fake);
  const { timers, asked } = scaledTimers(() => fake.nowS * 1000);
  const feed = new LiveFeed({
    instruments: [BTC],
    log: quietLog,
    window: options.window ?? 50,
    timeframes: () => [1, 5],
    timers,
    timing: options.timing,
    ccxt: {
      'binance-spot': {
        urls: { api: { public: fake.restUrl, ws: { spot: fake.wsUrl } } },
        pageSize: options.pageSize ?? 1000,
        pollCandles: options.pollCandles,
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
  return { fake, feed, closes, asked, cleanup };
};

export const timesOf = (feed: LiveFeed, timeframe: number): number[] => [
  ...(feed.store.get('binance-spot', 'BTCUSDT', timeframe)?.columns().time ?? []),
];

export const closedTimes = (closes: readonly CandleCloseEvent[], timeframe: number): number[] =>
  closes.filter((event) => event.timeframe === timeframe).map((event) => event.candle.time);

/** Open times of `count` consecutive candles of `step` minutes from `from`. */
export const opens = (from: number, count: number, step = 1): number[] =>
  Array.from({ length: count }, (_, i) => from + i * step * 60);
