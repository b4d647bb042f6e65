import type { CandlestickPattern } from '../candlesticks';
import {
  DEFAULT_PIVOT_SPANS,
  PIVOT_LEVELS,
  type PivotLevel,
  type PivotLevels,
  PivotTracker,
} from '../pivots';

/** One bit per pivot level, for the levels the last candle confirmed. */
const LEVEL_BIT: Readonly<Record<PivotLevel, number>> = Object.fromEntries(
  PIVOT_LEVELS.map((level, k) => [level, 1 << k]),
) as Record<PivotLevel, number>;

import type { Candle } from '../series';
import {
  type IndicatorOutputs,
  type IndicatorSpec,
  type IndicatorStream,
  PatternCodeCache,
  type StrategyContext,
} from '../strategies';
import { SlidingWindow } from './sliding-window';

interface Streamed {
  readonly stream: IndicatorStream;
  readonly columns: Float64Array[];
  readonly outputs: IndicatorOutputs<string>;
}

/**
 * The strategy context of an incremental scan: the last bars in a sliding window, indicators fed one
 * closed candle at a time through their streaming forms, pivots through a PivotTracker. Only the
 * indicators named at construction exist; asking for another is a bug in a strategy's `needs`.
 */
export class IncrementalContext implements StrategyContext {
  readonly time: Float64Array;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
  readonly #window: SlidingWindow;
  readonly #streamed = new Map<string, Streamed>();
  /** The same streams as an array: the per-candle loop allocates no iterator. */
  readonly #streams: Streamed[] = [];
  readonly #tracker = new PivotTracker();
  readonly #codes = new PatternCodeCache();
  /** Levels on which the last bar confirmed a pivot (then that level's newest one), as LEVEL_BIT bits. */
  #confirmedLast = 0;

  constructor(keep: number, specs: Iterable<IndicatorSpec>) {
    this.#window = new SlidingWindow(keep);
    this.time = this.#window.column();
    this.open = this.#window.column();
    this.high = this.#window.column();
    this.low = this.#window.column();
    this.close = this.#window.column();
    this.volume = this.#window.column();
    for (const spec of specs) {
      if (this.#streamed.has(spec.key)) continue;
      const columns = spec.outputs.map(() => this.#window.column());
      const outputs = Object.fromEntries(spec.outputs.map((name, k) => [name, columns[k]!]));
      const streamed = { stream: spec.stream(), columns, outputs };
      this.#streamed.set(spec.key, streamed);
      this.#streams.push(streamed);
    }
  }

  get length(): number {
    return this.#window.length;
  }

  get offset(): number {
    return this.#window.offset;
  }

  /** Candles seen so far; the last one is global bar count − 1. */
  get count(): number {
    return this.#window.offset + this.#window.length;
  }

  /** Adds a closed candle: the window, every stream and the pivot tracker advance by one bar. */
  push(candle: Candle): void {
    const at = this.#window.advance();
    this.time[at] = candle.time;
    this.open[at] = candle.open;
    this.high[at] = candle.high;
    this.low[at] = candle.low;
    this.close[at] = candle.close;
    this.volume[at] = candle.volume;
    for (let k = 0; k < this.#streams.length; k++) {
      const { stream, columns } = this.#streams[k]!;
      stream.push(candle.open, candle.high, candle.low, candle.close, candle.volume, columns, at);
    }
    // Bit k for PIVOT_LEVELS[k], as LEVEL_BIT numbers them.
    this.#confirmedLast = this.#tracker.addForLevels(candle.high, candle.low);
  }

  indicator<N extends string>(spec: IndicatorSpec<N>): IndicatorOutputs<N> {
    const streamed = this.#streamed.get(spec.key);
    if (streamed === undefined) throw new Error(`indicator ${spec.key} is not among the strategies' needs`);
    return streamed.outputs as IndicatorOutputs<N>;
  }

  pivots(): PivotLevels {
    return this.#tracker.levels;
  }

  confirmedPivot(level: PivotLevel, i: number): number {
    if (i === this.length - 1) {
      return (this.#confirmedLast & LEVEL_BIT[level]) !== 0 ? this.pivots()[level].length - 1 : -1;
    }
    const pivots = this.pivots()[level];
    // Older bars are asked only while the state is created: search the level by bar.
    const index = i + this.offset - DEFAULT_PIVOT_SPANS[level];
    let lo = 0;
    let hi = pivots.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pivots[mid]!.index < index) lo = mid + 1;
      else hi = mid;
    }
    return pivots[lo]?.index === index ? lo : -1;
  }

  patternCode(pattern: CandlestickPattern, i: number): number {
    return this.#codes.codeAt(pattern, i + this.offset, this.open, this.high, this.low, this.close, i);
  }
}
