import type { Candle, UnixSeconds } from '@tradescope/engine';
import { subdivide } from './bridge';
import { generateCandle, type Previous, type RngKey, type SymbolModel } from './model';
import { RngPurpose, rngFor } from './rng';
import type { BaseGenerator } from './symbol-runner';
import type { VenueQuote } from './venue-quote';

const secondsFrom = (time: number, count: number): number[] =>
  Array.from({ length: count }, (_, s) => time + s);

/** Base candles drawn from a symbol's model, each path a seeded bridge through its candle. */
export const modelGenerator = (model: SymbolModel, key: RngKey): BaseGenerator => ({
  candle: (time, seconds, previous) =>
    generateCandle(
      model,
      time,
      seconds,
      previous,
      rngFor(key.seed, key.symbol, RngPurpose.baseCandle, time),
      key,
    ),
  path: (time, seconds, candle) =>
    subdivide(
      candle,
      secondsFrom(time, seconds),
      rngFor(key.seed, key.symbol, RngPurpose.ticks, time),
      model.decimals,
    ),
});

const MINUTE_S = 60;
/** Minutes kept behind the newest asked for: the feed advances its runners together an hour at a time at most. */
const KEPT_S = 2 * 3600;
const KEPT_PATHS_S = 15 * 60;

/**
 * An asset's one price path from its history's end on, one-minute candle after one-minute candle, generated once
 * and shared by every exchange quoting it. A pure function of the seed and the history, so a restart regenerates
 * it from the anchor and the exchanges resume on the same path.
 */
export class AssetPath {
  readonly #key: RngKey;
  readonly #generator: BaseGenerator;
  readonly #minutes = new Map<number, Candle>();
  readonly #paths = new Map<number, readonly Candle[]>();
  readonly #origin: Previous;
  #previous: Previous;

  constructor(model: SymbolModel, key: RngKey, previous: Previous) {
    this.#key = key;
    this.#generator = modelGenerator(model, key);
    this.#origin = previous;
    this.#previous = previous;
  }

  /** The one-minute candle opening at `time` (on the minute, at or after the history's end). */
  minute(time: number): Candle {
    // An exchange far behind the others (its stored candles ended earlier): walk the path again from its start.
    if (!this.#minutes.has(time) && time < this.#previous.end) {
      this.#minutes.clear();
      this.#previous = this.#origin;
    }
    while (this.#previous.end <= time) {
      const open = this.#previous.end;
      const candle = this.#generator.candle(open, MINUTE_S, this.#previous);
      this.#minutes.set(open, candle);
      this.#minutes.delete(open - KEPT_S);
      this.#previous = { end: open + MINUTE_S, close: candle.close };
    }
    const candle = this.#minutes.get(time);
    if (candle === undefined)
      throw new RangeError(`minute ${time} of ${this.#key.symbol} is before its path`);
    return candle;
  }

  /** The path of that minute second by second. */
  seconds(time: number): readonly Candle[] {
    let path = this.#paths.get(time);
    if (path === undefined) {
      path = this.#generator.path(time, MINUTE_S, this.minute(time));
      this.#paths.set(time, path);
      for (const kept of this.#paths.keys()) if (kept < time - KEPT_PATHS_S) this.#paths.delete(kept);
    }
    return path;
  }
}

const aggregate = (candles: readonly Candle[], time: number): Candle => {
  let { high, low } = candles[0]!;
  let volume = 0;
  for (const candle of candles) {
    if (candle.high > high) high = candle.high;
    if (candle.low < low) low = candle.low;
    volume += candle.volume;
  }
  return {
    time: time as UnixSeconds,
    open: candles[0]!.open,
    high,
    low,
    close: candles.at(-1)!.close,
    volume,
  };
};

/** An exchange's base candles: its quote of the asset path's minutes under each (never across an hour). */
export const venueGenerator = (path: AssetPath, quote: VenueQuote): BaseGenerator => {
  const minutesOf = (time: number, seconds: number) =>
    Array.from({ length: seconds / MINUTE_S }, (_, k) => path.minute(time + k * MINUTE_S));
  return {
    candle: (time, seconds) => quote.candle(aggregate(minutesOf(time, seconds), time)),
    path: (time, seconds) => {
      const pieces: Candle[] = [];
      for (let at = time; at < time + seconds; at += MINUTE_S) {
        for (const piece of path.seconds(at)) pieces.push(quote.candle(piece));
      }
      return pieces;
    },
  };
};
