import {
  bucketStart,
  type Candle,
  CandleAggregator,
  type CandleSeries,
  nextBucketStart,
  type UnixSeconds,
} from '@tradescope/engine';
import { isSessionOpen, type SessionName } from '../../feed';
import type { Previous } from './model';
import { parentsOf, type TimeframePlan } from './timeframe-plan';

/** Where a runner's base candles come from: a symbol's own model, or an exchange's quote of an asset's path. */
export interface BaseGenerator {
  /** The base candle of `seconds` opening at `time`, continuing `previous`. */
  candle(time: number, seconds: number, previous: Previous): Candle;
  /** Its path second by second: `seconds` one-second candles whose aggregate is `candle`. */
  path(time: number, seconds: number, candle: Candle): readonly Candle[];
}

/** Told about every candle the runner closed, after it was appended to its series. */
export type CloseSink = (timeframe: number, candle: Candle, series: CandleSeries) => void;

export interface SymbolRunnerInit {
  readonly plan: TimeframePlan;
  readonly generator: BaseGenerator;
  readonly session: SessionName;
  readonly seriesOf: (timeframe: number) => CandleSeries;
  /** The last base candle already in the base series. */
  readonly previous: Previous;
  readonly sink: CloseSink;
}

type Current = { readonly time: number; readonly candle: Candle; readonly path: readonly Candle[] };

const merge = (first: Candle | undefined, later: Candle | undefined, time: number): Candle | undefined => {
  if (first === undefined || later === undefined) return later ?? first;
  return {
    time: time as UnixSeconds,
    open: first.open,
    high: Math.max(first.high, later.high),
    low: Math.min(first.low, later.low),
    close: later.close,
    volume: first.volume + later.volume,
  };
};

/**
 * Drives one symbol forward in replay time: generates its base candles (only inside its session), closes every
 * higher timeframe by aggregating upward, and walks the still-open base candle second by second along a seeded
 * path, so the price ticks every second and the candle closes exactly on the values generated for it.
 */
export class SymbolRunner {
  readonly #init: SymbolRunnerInit;
  readonly #step: number;
  readonly #aggregators = new Map<number, CandleAggregator>();
  readonly #ascending: readonly number[];
  readonly #parents = new Map<number, readonly number[]>();
  #previous: Previous;
  #next: number;
  #current: Current | undefined;
  #price: number;
  /** The second the price was last moved to. */
  #now: number;

  constructor(init: SymbolRunnerInit) {
    this.#init = init;
    this.#step = init.plan.base * 60;
    this.#previous = init.previous;
    this.#next = init.previous.end;
    this.#price = init.previous.close;
    this.#now = init.previous.end;
    this.#ascending = init.plan.all.filter((t) => init.plan.childOf.has(t));
    for (const timeframe of this.#ascending) {
      this.#aggregators.set(timeframe, new CandleAggregator(init.plan.childOf.get(timeframe)!, timeframe));
    }
    for (const timeframe of init.plan.all) this.#parents.set(timeframe, parentsOf(init.plan, timeframe));
    this.#prime();
  }

  /** Unix seconds up to which base candles are final. */
  get next(): number {
    return this.#next;
  }

  get price(): number {
    return this.#price;
  }

  /** Whether the symbol is trading at the feed's current time. */
  get trading(): boolean {
    return this.#current !== undefined;
  }

  /** Closes everything that ends by `time` (unix seconds) and moves the price to that second. */
  advanceTo(time: number): void {
    while (this.#next + this.#step <= time) {
      const open = this.#next;
      if (isSessionOpen(this.#init.session, open)) {
        const candle = this.#baseCandle(open);
        this.#previous = { end: open + this.#step, close: candle.close };
        this.#close(this.#init.plan.base, candle);
      }
      this.#next = open + this.#step;
      this.#closeDue(this.#next);
    }
    this.#moveTo(time);
  }

  /** The candle forming on `timeframe` at the current second. */
  forming(timeframe: number): Candle | undefined {
    const current = this.#current;
    if (current === undefined) return undefined;
    const base = this.#init.plan.base;
    if (timeframe === base) return this.#formingBase(current);
    const child = this.#init.plan.childOf.get(timeframe);
    if (child === undefined) return undefined;
    const bucket = bucketStart(current.time as UnixSeconds, timeframe);
    const partial = this.#aggregators.get(timeframe)?.partial;
    return merge(partial?.time === bucket ? partial : undefined, this.forming(child), bucket);
  }

  #formingBase(current: Current): Candle {
    const elapsed = Math.min(this.#step, Math.max(0, this.#now - current.time));
    const { open } = current.candle;
    let high = open;
    let low = open;
    let volume = 0;
    for (let s = 0; s < elapsed; s++) {
      const piece = current.path[s]!;
      if (piece.high > high) high = piece.high;
      if (piece.low < low) low = piece.low;
      volume += piece.volume;
    }
    return { time: current.time as UnixSeconds, open, high, low, close: this.#price, volume };
  }

  #moveTo(time: number): void {
    this.#now = time;
    const open = this.#next;
    if (!isSessionOpen(this.#init.session, open)) {
      this.#current = undefined;
      this.#price = this.#previous.close;
      return;
    }
    if (this.#current?.time !== open) {
      const candle = this.#baseCandle(open);
      this.#current = { time: open, candle, path: this.#init.generator.path(open, this.#step, candle) };
    }
    const elapsed = Math.min(this.#step, Math.max(0, time - open));
    this.#price = elapsed === 0 ? this.#current.candle.open : this.#current.path[elapsed - 1]!.close;
  }

  #baseCandle(time: number): Candle {
    if (this.#current?.time === time) return this.#current.candle;
    return this.#init.generator.candle(time, this.#step, this.#previous);
  }

  #close(timeframe: number, candle: Candle): void {
    const series = this.#init.seriesOf(timeframe);
    series.append(candle);
    this.#init.sink(timeframe, candle, series);
    for (const parent of this.#parents.get(timeframe)!) {
      for (const closed of this.#aggregators.get(parent)!.add(candle)) this.#close(parent, closed);
    }
  }

  #closeDue(now: number): void {
    for (const timeframe of this.#ascending) {
      const closed = this.#aggregators.get(timeframe)!.closeDue(now as UnixSeconds);
      if (closed !== undefined) this.#close(timeframe, closed);
    }
  }

  /**
   * Rebuilds each aggregator's open candle from the closed lower candles already in the bucket that holds the next
   * base candle, so a restart (or the first start at the anchor) carries on mid-bucket exactly.
   */
  #prime(): void {
    for (const timeframe of this.#ascending) {
      const own = this.#init.seriesOf(timeframe).last();
      const child = this.#init.seriesOf(this.#init.plan.childOf.get(timeframe)!);
      const ownEnd = own === undefined ? Number.NEGATIVE_INFINITY : nextBucketStart(own.time, timeframe);
      const from = Math.max(ownEnd, bucketStart(this.#next as UnixSeconds, timeframe));
      const aggregator = this.#aggregators.get(timeframe)!;
      let first = child.length;
      while (first > 0 && child.at(first - 1).time >= from) first--;
      for (let i = first; i < child.length; i++) {
        for (const closed of aggregator.add(child.at(i))) this.#close(timeframe, closed);
      }
    }
    this.#closeDue(this.#next);
    this.#moveTo(this.#next);
  }
}
