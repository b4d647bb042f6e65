import { serialize } from 'node:v8';
import { sourceByName } from '@tradescope/domain';
import type { Candle, CandleSeries } from '@tradescope/engine';
import type { FeedStatus, Instrument, MarketFeed, PriceTick } from '../feed';
import {
  candlesKey,
  META,
  packCandle,
  packColumns,
  SERIES,
  STREAM,
  seriesId,
  TICKS,
} from './feed-relay-format';
import type { RedisBus } from './redis-bus';

// Every 250 ms the latest tick of each symbol that moved, the forming candles of its series and the feed's clock: the
// sockets push once a second (WS_LIMITS.pushEveryMs), so four relays a second keep them at most that late.
const RELAY_EVERY_MS = 250;
// Closes kept on the stream: a follower further behind than this many closes reads the snapshot again.
const STREAM_LENGTH = 100_000;

/** What the feed's process relays every 250 ms (pub/sub: news, not state; a follower that misses one hears the next). */
export type FeedTicks = {
  readonly status: FeedStatus;
  readonly prices: readonly PriceTick[];
  /** The forming candle of each series of a symbol that ticked, by series id. */
  readonly forming: readonly (readonly [string, Candle])[];
};
export type FeedMeta = { readonly instruments: readonly Instrument[]; readonly status: FeedStatus };
export type RelayedClose = {
  readonly source: string;
  readonly symbol: string;
  readonly timeframe: number;
  readonly candle: Candle;
};

type Log = { warn: (object: unknown, message?: string) => void };

// A chart, the assets page and the matches pages ask only for the timeframes a source lists; the replay's finer base
// series under them (binance spot's 1-minute) stays in the feed's process.
const relayed = (series: CandleSeries): boolean =>
  sourceByName(series.key.source)?.timeframes.includes(series.key.timeframe as never) === true;

/**
 * The feed's side of the relay (DESIGN §4): once the feed has started, every series' window goes to Redis with the
 * instruments and a "snapshot" entry on the stream; then each close is appended to its series' string and put on the
 * stream in one transaction, and the prices, forming candles and clock are published every 250 ms. An api process
 * reads the snapshot and follows the stream, so it serves this feed's candles without opening a feed of its own.
 */
export const createFeedRelay = (bus: RedisBus, feed: MarketFeed, log: Log) => {
  const { commands } = bus;
  // Closes appended to each series' string since it was last written whole: past its window it is written again.
  const appended = new Map<string, number>();
  const symbolSeries = new Map<string, CandleSeries[]>();
  let instruments: readonly Instrument[] = [];
  let moved = new Map<string, PriceTick>();
  let timer: NodeJS.Timeout | undefined;
  const unsubscribe: (() => void)[] = [];
  const report = (what: string) => (error: unknown) => log.warn({ err: error }, what);

  const track = (series: CandleSeries): void => {
    const symbol = `${series.key.source}|${series.key.symbol}`;
    symbolSeries.set(symbol, [...(symbolSeries.get(symbol) ?? []), series]);
  };
  const meta = (): Buffer => serialize({ instruments, status: feed.status() } satisfies FeedMeta);

  /** Every series' window, the instruments and a snapshot entry: followers read it all again. */
  const writeSnapshot = async (): Promise<void> => {
    instruments = feed.instruments();
    symbolSeries.clear();
    appended.clear();
    const transaction = commands.multi().del(SERIES);
    for (const series of feed.store.all()) {
      if (!relayed(series)) continue;
      const { source, symbol, timeframe } = series.key;
      const id = seriesId(source, symbol, timeframe);
      track(series);
      appended.set(id, 0);
      transaction
        .set(candlesKey(id), packColumns(series.columns()))
        .hset(SERIES, id, String(series.maxLength));
    }
    await transaction
      .set(META, meta())
      .xadd(STREAM, 'MAXLEN', '~', STREAM_LENGTH, '*', 'snapshot', '1')
      .exec();
  };

  const onClose = (series: CandleSeries, candle: Candle): void => {
    if (!relayed(series)) return;
    const { source, symbol, timeframe } = series.key;
    const id = seriesId(source, symbol, timeframe);
    const count = appended.get(id);
    if (count === undefined) track(series);
    const transaction = commands.multi();
    // A series new since the snapshot (a connector listed it later), or one whose string outgrew its window.
    if (count === undefined || count >= series.maxLength) {
      transaction
        .set(candlesKey(id), packColumns(series.columns()))
        .hset(SERIES, id, String(series.maxLength));
      appended.set(id, 0);
    } else {
      transaction.append(candlesKey(id), packCandle(candle));
      appended.set(id, count + 1);
    }
    const close: RelayedClose = { source, symbol, timeframe, candle };
    transaction
      .xadd(STREAM, 'MAXLEN', '~', STREAM_LENGTH, '*', 'close', serialize(close))
      .exec()
      .catch(report('candle close not relayed'));
  };

  const relay = (): void => {
    // A live connector lists instruments as venues answer: followers read them again.
    if (feed.instruments().length !== instruments.length) {
      instruments = feed.instruments();
      commands
        .multi()
        .set(META, meta())
        .xadd(STREAM, 'MAXLEN', '~', STREAM_LENGTH, '*', 'instruments', '1')
        .exec()
        .catch(report('instruments not relayed'));
    }
    const prices = [...moved.values()];
    moved = new Map();
    const forming: [string, Candle][] = [];
    for (const tick of prices)
      for (const series of symbolSeries.get(`${tick.source}|${tick.symbol}`) ?? []) {
        const { source, symbol, timeframe } = series.key;
        const candle = feed.forming(source, symbol, timeframe);
        if (candle !== undefined) forming.push([seriesId(source, symbol, timeframe), candle]);
      }
    const ticks: FeedTicks = { status: feed.status(), prices, forming };
    bus.publish(TICKS, serialize(ticks)).catch(report('prices not relayed'));
  };

  return {
    /** Once the feed has started (its windows filled): the snapshot, then every close and tick. */
    start: async (): Promise<void> => {
      await writeSnapshot();
      unsubscribe.push(
        feed.events.on('candle-close', ({ series, candle }) => onClose(series, candle)),
        feed.events.on('price', (tick) => void moved.set(`${tick.source}|${tick.symbol}`, tick)),
      );
      timer = setInterval(relay, RELAY_EVERY_MS);
      timer.unref();
    },
    stop: (): void => {
      for (const stop of unsubscribe) stop();
      clearInterval(timer);
    },
  };
};

export type FeedRelay = ReturnType<typeof createFeedRelay>;
