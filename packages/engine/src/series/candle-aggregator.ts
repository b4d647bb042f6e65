import type { UnixSeconds } from '@tradescope/domain';
import { assertAggregation } from './aggregate';
import type { Candle } from './candle';
import { bucketStart, nextBucketStart, type TimeframeMinutes } from './timeframe';

const NONE: readonly Candle[] = [];

/**
 * Turns closed lower-timeframe candles into higher-timeframe candles as they close, with the same
 * rules as `aggregateCandles`. A higher candle closes when its last lower candle ends at the bucket
 * end, when a lower candle from a later bucket arrives (after a gap), or when `closeDue` is told
 * that the clock has passed the bucket end.
 */
export class CandleAggregator {
  readonly lowerTimeframe: TimeframeMinutes;
  readonly higherTimeframe: TimeframeMinutes;
  #start = 0;
  #end = Number.NEGATIVE_INFINITY;
  #open = 0;
  #high = 0;
  #low = 0;
  #close = 0;
  #volume = 0;
  #active = false;
  #lastTime = Number.NEGATIVE_INFINITY;

  constructor(lowerTimeframe: TimeframeMinutes, higherTimeframe: TimeframeMinutes) {
    assertAggregation(lowerTimeframe, higherTimeframe);
    this.lowerTimeframe = lowerTimeframe;
    this.higherTimeframe = higherTimeframe;
  }

  /** The higher candle built so far from closed lower candles, if one is open. */
  get partial(): Candle | undefined {
    return this.#active ? this.#snapshot() : undefined;
  }

  /** Adds a closed lower candle; returns the higher candles it closed (usually none, at most two). */
  add(candle: Candle): readonly Candle[] {
    if (!(candle.time > this.#lastTime)) {
      throw new RangeError(`candle at ${candle.time} does not open after the last one (${this.#lastTime})`);
    }
    this.#lastTime = candle.time;
    let closed: Candle[] | undefined;
    if (this.#active && candle.time >= this.#end) closed = [this.#finish()];
    if (this.#active) {
      if (candle.high > this.#high) this.#high = candle.high;
      if (candle.low < this.#low) this.#low = candle.low;
      this.#volume += candle.volume;
    } else {
      this.#start = bucketStart(candle.time, this.higherTimeframe);
      this.#end = nextBucketStart(this.#start as UnixSeconds, this.higherTimeframe);
      this.#open = candle.open;
      this.#high = candle.high;
      this.#low = candle.low;
      this.#volume = candle.volume;
      this.#active = true;
    }
    this.#close = candle.close;
    if (candle.time + this.lowerTimeframe * 60 >= this.#end) {
      closed ??= [];
      closed.push(this.#finish());
    }
    return closed ?? NONE;
  }

  /** Closes the open higher candle if `now` has reached its end (e.g. a market shut early). */
  closeDue(now: UnixSeconds): Candle | undefined {
    return this.#active && now >= this.#end ? this.#finish() : undefined;
  }

  #finish(): Candle {
    this.#active = false;
    return this.#snapshot();
  }

  #snapshot(): Candle {
    return {
      time: this.#start as UnixSeconds,
      open: this.#open,
      high: this.#high,
      low: this.#low,
      close: this.#close,
      volume: this.#volume,
    };
  }
}
