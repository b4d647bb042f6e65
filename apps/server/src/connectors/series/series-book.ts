import { type Candle, columnsFromCandles } from '@tradescope/engine';
import type { Instrument } from '../../feed';
import { backoffMs } from '../core/backoff';
import { ordered } from '../core/candle-mapping';
import { StoppedError } from '../core/request-gate';
import { formingOpen } from '../core/timeframe-codes';
import type { CandleApi } from './candle-api';
import { type FeedContext, nowSeconds } from './feed-context';
import { LiveSeries } from './live-series';

const keyOf = (symbol: string, timeframe: number) => `${symbol}|${timeframe}`;

/**
 * The live series of one connector. Opening a series backfills its window from REST into the store; after that
 * the series appends each closed candle once and publishes `candle-close`.
 */
export class SeriesBook {
  readonly #ctx: FeedContext;
  readonly #api: CandleApi;
  readonly #series = new Map<string, LiveSeries>();

  constructor(ctx: FeedContext, api: CandleApi) {
    this.#ctx = ctx;
    this.#api = api;
  }

  get(symbol: string, timeframe: number): LiveSeries | undefined {
    return this.#series.get(keyOf(symbol, timeframe));
  }

  all(): IterableIterator<LiveSeries> {
    return this.#series.values();
  }

  ofSymbol(instrument: Instrument, timeframes: readonly number[]): LiveSeries[] {
    return timeframes.flatMap((timeframe) => this.get(instrument.symbol, timeframe) ?? []);
  }

  /** Opens every (instrument, timeframe) series, instruments side by side, timeframes one after another. */
  async openAll(instruments: readonly Instrument[], timeframes: readonly number[]): Promise<void> {
    await Promise.all(
      instruments.map(async (instrument) => {
        for (const timeframe of timeframes) await this.open(instrument, timeframe);
      }),
    );
  }

  /** Backfills and starts tracking one series; undefined if the connector stopped first. */
  async open(instrument: Instrument, timeframe: number): Promise<LiveSeries | undefined> {
    const { store, window } = this.#ctx;
    const before = formingOpen(nowSeconds(this.#ctx), timeframe);
    const history = await this.#retrying(`backfill ${instrument.id} ${timeframe}`, () =>
      this.#api.recent(instrument, timeframe, window, before),
    );
    if (history === undefined) return undefined;
    const closed = ordered(history).filter((candle) => candle.time < before);
    const key = { source: instrument.source, symbol: instrument.symbol, timeframe };
    store.create(key, columnsFromCandles(closed), window);
    const series = new LiveSeries({
      timeframe,
      lastClosed: closed.at(-1)?.time,
      settled: before,
      fetchRange: (from, to) => this.#api.range(instrument, timeframe, from, to),
      commit: (candle) => this.#commit(instrument, timeframe, candle),
      retry: (attempt, error) => this.#retry(`gap fill ${instrument.id} ${timeframe}`, attempt, error),
    });
    this.#series.set(keyOf(instrument.symbol, timeframe), series);
    return series;
  }

  #commit(instrument: Instrument, timeframe: number, candle: Candle): void {
    const { source, symbol } = instrument;
    const series = this.#ctx.store.append({ source, symbol, timeframe }, candle);
    if (series !== undefined)
      this.#ctx.events.emit('candle-close', { source, symbol, timeframe, candle, series });
  }

  async #retrying<T>(what: string, task: () => Promise<T>): Promise<T | undefined> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await task();
      } catch (error) {
        if (!(await this.#retry(what, attempt, error))) return undefined;
      }
    }
  }

  /** A failed REST call is retried with backoff until it works, fails for good, or the connector stops. */
  async #retry(what: string, attempt: number, error: unknown): Promise<boolean> {
    const { scope, log } = this.#ctx;
    if (scope.disposed || error instanceof StoppedError) return false;
    if (this.#api.permanent(error)) {
      log.error({ err: error }, `${what} failed for good; giving up`);
      return false;
    }
    const waitMs = backoffMs(attempt, this.#ctx.timing.restBackoff);
    log.warn({ err: error, attempt, waitMs }, `${what} failed; retrying`);
    await scope.sleep(waitMs);
    return !scope.disposed;
  }
}
