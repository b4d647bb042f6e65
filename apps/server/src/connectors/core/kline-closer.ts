import type { Candle } from '@tradescope/engine';

/**
 * Tells when a streamed kline is final. Exchanges push the forming candle again and again; it is closed when a
 * kline of a later candle arrives, or at once when the venue flags it final (binance `x: true`).
 */
export class KlineCloser {
  #forming: Candle | undefined;
  /** Open time of the newest candle this closer (or the store) already holds as closed. */
  #closedThrough: number;

  constructor(closedThrough = Number.NEGATIVE_INFINITY) {
    this.#closedThrough = closedThrough;
  }

  get forming(): Candle | undefined {
    return this.#forming;
  }

  /** Feeds one kline; returns the candles it closed, oldest first (none, one, or two with a final flag). */
  update(kline: Candle, final = false): Candle[] {
    if (kline.time <= this.#closedThrough) return [];
    const closed: Candle[] = [];
    const forming = this.#forming;
    if (forming !== undefined && kline.time < forming.time) return closed;
    if (forming !== undefined && kline.time > forming.time) closed.push(forming);
    this.#forming = final ? undefined : kline;
    if (final) closed.push(kline);
    if (closed.length > 0) this.#closedThrough = closed.at(-1)!.time;
    return closed;
  }

  /** Forgets the forming candle: after a drop it saw only some of its trades and must not be closed as is. */
  forget(): void {
    this.#forming = undefined;
  }

  /** Candles up to `time` arrived by another road (REST): their late klines are ignored. */
  closedThrough(time: number): void {
    if (time > this.#closedThrough) this.#closedThrough = time;
    if (this.#forming !== undefined && this.#forming.time <= time) this.#forming = undefined;
  }
}

/** The forming candle moved by one trade price (venues that stream prices but not klines). */
export const withTick = (forming: Candle | undefined, open: number, price: number): Candle | undefined => {
  if (forming !== undefined && open < forming.time) return forming;
  if (forming === undefined || open > forming.time) {
    return { time: open as Candle['time'], open: price, high: price, low: price, close: price, volume: 0 };
  }
  return {
    ...forming,
    high: Math.max(forming.high, price),
    low: Math.min(forming.low, price),
    close: price,
  };
};
