import type { Candle } from '@tradescope/engine';
import { ordered } from '../core/candle-mapping';
import { KlineCloser, withTick } from '../core/kline-closer';
import { formingOpen, nextOpen } from '../core/timeframe-codes';

/** What a venue's REST history says about a range: candles it calls complete, and the one still forming. */
export interface ClosedRange {
  readonly closed: readonly Candle[];
  readonly forming?: Candle | undefined;
}

export interface LiveSeriesInit {
  readonly timeframe: number;
  /** Open time of the newest stored candle; undefined for an empty series. */
  readonly lastClosed: number | undefined;
  /** Everything opening before this was asked for already (the backfill's end). */
  readonly settled: number;
  /** Closed candles opening in [from, before), from the venue's REST history. */
  readonly fetchRange: (from: number, before: number) => Promise<ClosedRange>;
  /** Appends to the store and publishes; called once per candle, in time order. */
  readonly commit: (candle: Candle) => void;
  /** Waits before retry `attempt` of a failed fill; false to give up (stopped, or a permanent error). */
  readonly retry: (attempt: number, error: unknown) => Promise<boolean>;
}

/**
 * One live series: the single place that decides what gets appended, so nothing is lost or doubled (DESIGN §7).
 * Closed candles come from the stream (klines) or from REST (fills). Whenever the next candle to come is later
 * than the one expected (after a drop, a reconnect, a missed kline), the missing range is filled from REST
 * first and candles closing meanwhile wait in order behind it. A candle is appended only if it opens after the
 * last appended one.
 */
export class LiveSeries {
  readonly timeframe: number;
  readonly #init: LiveSeriesInit;
  readonly #closer: KlineCloser;
  #last: number | undefined;
  #settled: number;
  #pending: Candle[] = [];
  #filling: Promise<void> | undefined;
  /** The forming candle of a venue without klines (OANDA, LiteFinance): REST's, moved by price ticks. */
  #polled: Candle | undefined;

  constructor(init: LiveSeriesInit) {
    this.#init = init;
    this.timeframe = init.timeframe;
    this.#last = init.lastClosed;
    this.#settled = init.settled;
    this.#closer = new KlineCloser(init.lastClosed);
  }

  get lastClosed(): number | undefined {
    return this.#last;
  }

  get forming(): Candle | undefined {
    return this.#closer.forming ?? this.#polled;
  }

  /** The open time of the next candle the series should append. */
  get expected(): number {
    return this.#last === undefined
      ? this.#settled
      : Math.max(nextOpen(this.#last, this.timeframe), this.#settled);
  }

  /** Whether a REST fill is running (or waiting to retry). */
  get busy(): boolean {
    return this.#filling !== undefined;
  }

  /** Resolves when no fill is running. */
  async idle(): Promise<void> {
    while (this.#filling !== undefined) await this.#filling;
  }

  /** A streamed kline (the forming candle, or a final one). */
  kline(kline: Candle, final = false): void {
    if (this.#last !== undefined && kline.time <= this.#last) return;
    this.#polled = undefined;
    for (const candle of this.#closer.update(kline, final)) this.#offer(candle);
    // The forming candle opens later than the next one expected: the ones between closed while we were away.
    if (this.#filling === undefined && !final && kline.time > this.expected) this.#fill(kline.time);
  }

  /** The stream dropped: what the forming candle saw is incomplete, the gap is filled on the next kline. */
  interrupt(): void {
    this.#closer.forget();
  }

  /** A trade price at `timeS` moves the forming candle of a venue without klines. */
  tick(price: number, timeS: number): void {
    this.#polled = withTick(this.#polled, formingOpen(timeS, this.timeframe), price);
  }

  /** Fills every candle closed before `before` (polled venues call this at each candle boundary). */
  async sync(before: number): Promise<void> {
    await this.idle();
    if (before > this.expected) this.#fill(before);
    await this.idle();
  }

  #offer(candle: Candle): void {
    if (this.#filling !== undefined) {
      this.#pending.push(candle);
    } else if (candle.time > this.expected) {
      this.#pending.push(candle);
      this.#fill(candle.time);
    } else {
      this.#commit(candle);
    }
  }

  #commit(candle: Candle): void {
    if (this.#last !== undefined && candle.time <= this.#last) return;
    this.#last = candle.time;
    this.#closer.closedThrough(candle.time);
    this.#init.commit(candle);
  }

  #fill(before: number): void {
    const from = this.expected;
    this.#filling = this.#runFill(from, before).finally(() => {
      this.#filling = undefined;
      for (const candle of this.#pending.splice(0)) this.#offer(candle);
      // Klines that arrived during the fill may have opened a new gap before the forming candle.
      const forming = this.#closer.forming;
      if (this.#filling === undefined && forming !== undefined && forming.time > this.expected) {
        this.#fill(forming.time);
      }
    });
  }

  async #runFill(from: number, before: number): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      let range: ClosedRange;
      try {
        range = await this.#init.fetchRange(from, before);
      } catch (error) {
        if (await this.#init.retry(attempt, error)) continue;
        // Given up (stopped, or an error no retry cures): the range counts as settled, or the next kline
        // would ask for it again and again.
        this.#settled = Math.max(this.#settled, before);
        return;
      }
      for (const candle of ordered(range.closed)) if (candle.time < before) this.#commit(candle);
      // A candle the venue still builds although it opened before `before` must be asked for again.
      const still = range.forming;
      const settled = still !== undefined && still.time < before ? still.time : before;
      this.#settled = Math.max(this.#settled, settled);
      const newer = this.#polled === undefined || (still !== undefined && still.time >= this.#polled.time);
      if (still !== undefined && this.#closer.forming === undefined && newer) {
        this.#polled = still;
      }
      return;
    }
  }
}
