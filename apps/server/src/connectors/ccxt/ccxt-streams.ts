import type { Instrument } from '../../feed';
import { candleOfOhlcv } from '../core/candle-mapping';
import type { Log } from '../core/log';
import type { TimerScope } from '../core/timers';
import type { LiveTiming } from '../live-options';
import type { LiveSeries } from '../series/live-series';
import { type CcxtExchange, errorName, isClosedByUser, isNetworkError, type OhlcvRow } from './ccxt-exchange';
import type { CcxtLink } from './ccxt-link';
import { TickerSweep } from './ticker-sweep';

/** One market on the exchange: its ccxt symbol and its live series by ccxt timeframe ('5m', '1h'). */
export interface StreamTarget {
  readonly symbol: string;
  readonly instrument: Instrument;
  readonly series: ReadonlyMap<string, LiveSeries>;
}

export interface CcxtStreamsInit {
  readonly label: string;
  readonly exchange: CcxtExchange;
  readonly link: CcxtLink;
  readonly scope: TimerScope;
  readonly timing: LiveTiming;
  readonly log: Log;
  readonly targets: readonly StreamTarget[];
  /** Whether klines are watched (false where the venue has no kline stream and candles are polled). */
  readonly klines: boolean;
  readonly onPrice: (target: StreamTarget, price: number, timeS: number) => void;
}

/** Markets per subscription request: one SUBSCRIBE carries many streams, well under binance's 1024 a socket. */
const CHUNK = 100;

const chunks = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
};

type Pair = readonly [target: StreamTarget, code: string, series: LiveSeries];

/**
 * The watch loops of one exchange. Klines feed the live series: with watchOHLCVForSymbols one loop (one SUBSCRIBE)
 * serves a hundred series, and each wake-up reads every cache of its chunk, because ccxt resolves only the first
 * of the messages that arrive together and would starve the rest; without it, one watchOHLCV loop a series.
 * Tickers feed prices the same way. Every failure goes to the link, which reconnects: after 10 s for a network
 * error, 5 s for a rejected kline subscription and 1 s for another rejected subscription (spec §4).
 */
export class CcxtStreams {
  readonly #init: CcxtStreamsInit;
  readonly #loops: Promise<void>[] = [];

  constructor(init: CcxtStreamsInit) {
    this.#init = init;
  }

  start(): void {
    const { exchange, targets, klines, scope, timing } = this.#init;
    const pairs: Pair[] = targets.flatMap((target) =>
      [...target.series].map(([code, series]): Pair => [target, code, series]),
    );
    const klinePause = timing.klineResubscribeMs;
    const pause = timing.subscribeRetryMs;
    if (klines && exchange.has.watchOHLCVForSymbols === true) {
      for (const chunk of chunks(pairs)) {
        const request = chunk.map(([target, code]) => [target.symbol, code]);
        this.#spawn(async () => {
          await exchange.watchOHLCVForSymbols(request);
          this.#sweepKlines(chunk);
        }, klinePause);
      }
    } else if (klines) {
      for (const [target, code, series] of pairs) {
        this.#spawn(
          async () => this.#klines(series, await exchange.watchOHLCV(target.symbol, code)),
          klinePause,
        );
      }
    }
    const sweep = new TickerSweep(exchange, this.#init.onPrice, () => scope.now());
    if (exchange.has.watchTickers === true) {
      for (const chunk of chunks(targets)) {
        const symbols = chunk.map((target) => target.symbol);
        this.#spawn(
          async () => sweep.publish(chunk, Object.values(await exchange.watchTickers(symbols))),
          pause,
        );
      }
    } else if (exchange.has.watchTicker === true) {
      for (const target of targets) {
        this.#spawn(async () => sweep.publish([target], [await exchange.watchTicker(target.symbol)]), pause);
      }
    }
  }

  /** Resolves when every loop has ended (after the link stopped). */
  async done(): Promise<void> {
    await Promise.all(this.#loops);
  }

  #spawn(watch: () => Promise<void>, resubscribeMs: number): void {
    this.#loops.push(this.#run(watch, resubscribeMs));
  }

  async #run(watch: () => Promise<void>, resubscribeMs: number): Promise<void> {
    const { link, log, label } = this.#init;
    while (await link.online()) {
      try {
        await watch();
        link.heard();
      } catch (error) {
        if (link.stopped) return;
        // Our own close (a drop being handled, or the 24-hour refresh): the link says when to watch again.
        if (isClosedByUser(error)) continue;
        if (isNetworkError(error)) link.dropped(error);
        else if (errorName(error) === 'BadSymbol') {
          log.error({ err: error }, `${label}: the exchange refuses this market; not watching it`);
          return;
        } else {
          // ccxt keeps a rejected subscription marked as made, so only fresh sockets subscribe again.
          link.resubscribe(error, resubscribeMs);
        }
      }
    }
  }

  /**
   * The newest two rows of each cache (the forming candle, and the one before in case it just closed), and more if
   * the series' forming candle is older still: its final state may have come in one burst with later candles (a
   * stalled event loop), and closing it with the state seen before would commit a candle that missed trades.
   */
  #sweepKlines(chunk: readonly Pair[]): void {
    for (const [target, code, series] of chunk) {
      const rows = this.#init.exchange.ohlcvs?.[target.symbol]?.[code];
      if (rows === undefined) continue;
      const formingMs = (series.forming?.time ?? Number.POSITIVE_INFINITY) * 1000;
      let first = Math.max(0, rows.length - 2);
      while (first > 0 && Number(rows[first - 1]?.[0]) >= formingMs) first--;
      // Indexing, not slice(): ccxt's caches subclass Array and slice() would build another cache.
      const picked: (OhlcvRow | undefined)[] = [];
      for (let i = first; i < rows.length; i++) picked.push(rows[i]);
      this.#klines(series, picked);
    }
  }

  #klines(series: LiveSeries, rows: readonly (OhlcvRow | undefined)[]): void {
    for (const row of rows) {
      const candle = row === undefined ? undefined : candleOfOhlcv(row);
      if (candle !== undefined) series.kline(candle);
    }
  }
}
