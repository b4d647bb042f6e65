import type { Log } from '../../src/connectors/core/log';
import { LiveFeed } from '../../src/connectors/live-feed';
import type { LiveTiming } from '../../src/connectors/live-options';
import type { CandleCloseEvent, Instrument } from '../../src/feed';
import { FakeOanda } from '../fakes/oanda';
import { quietLog } from '../wait';
import { instrumentOf } from './instruments';
import { scaledTimers } from './scaled-timers';

// Monday 2026-03-02 10:00:00 UTC.
export const T0 = Date.UTC(2026, 2, 2, 10, 0, 0) / 1000;
export const TOKEN = 'test-token-0123456789';
export const EURUSD = instrumentOf('oanda', 'currencies', 'EURUSD', {
  base: 'eur',
  quote: 'usd',
  sourceSymbol: 'EUR_USD',
});

export interface OandaFeedOptions {
  readonly window?: number;
  readonly timing?: Partial<LiveTiming>;
  readonly before?: (fake: FakeOanda) => void;
  readonly log?: Log;
  /** Instruments besides EUR_USD. */
  readonly more?: readonly Instrument[];
}

/** A live feed on OANDA EUR_USD (1- and 5-minute candles) against a fake OANDA, timers a hundred times faster. */
export const startOandaFeed = async (options: OandaFeedOptions = {}) => {
  const fake = new FakeOanda(TOKEN, T0 + 30);
  await fake.listen();
  options.before?.(fake);
  const { timers, asked } = scaledTimers(() => fake.nowS * 1000);
  const feed = new LiveFeed({
    instruments: [EURUSD, ...(options.more ?? [])],
    log: options.log ?? quietLog,
    window: options.window ?? 20,
    timeframes: () => [1, 5],
    timers,
    timing: options.timing,
    oanda: { token: TOKEN, url: fake.http.url },
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

export const oandaTimes = (feed: LiveFeed, timeframe: number): number[] => [
  ...(feed.store.get('oanda', 'EURUSD', timeframe)?.columns().time ?? []),
];
