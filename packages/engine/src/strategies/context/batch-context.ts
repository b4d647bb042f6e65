import type { CandlestickPattern } from '../../candlesticks';
import { findPivots, PIVOT_LEVELS, type PivotLevel, type PivotLevels } from '../../pivots';
import type { CandleColumns } from '../../series';
import type { IndicatorOutputs, IndicatorSpec } from './indicator-spec';
import { PatternCodeCache } from './pattern-code';
import type { StrategyContext } from './strategy-context';

/**
 * Output columns kept between batch scans of equal-length series, so scanning thousands of series
 * does not allocate every indicator's arrays each time. Give one per worker; never share it between
 * scans running at once.
 */
export class IndicatorBuffers {
  readonly #columns = new Map<string, Float64Array[]>();

  columnsFor(spec: IndicatorSpec, length: number): Float64Array[] {
    const kept = this.#columns.get(spec.key);
    if (kept && kept[0]?.length === length) return kept;
    const fresh = spec.outputs.map(() => new Float64Array(length));
    this.#columns.set(spec.key, fresh);
    return fresh;
  }
}

/** The whole series at once: indicators computed lazily over all of it, once each. */
export class BatchContext implements StrategyContext {
  readonly length: number;
  readonly offset = 0;
  readonly time: Float64Array;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
  readonly #columns: CandleColumns;
  readonly #buffers: IndicatorBuffers | undefined;
  readonly #outputs = new Map<string, IndicatorOutputs<string>>();
  readonly #codes = new PatternCodeCache();
  #pivots: PivotLevels | undefined;
  #confirmations: Map<PivotLevel, Int32Array> | undefined;

  constructor(columns: CandleColumns, buffers?: IndicatorBuffers) {
    this.#columns = columns;
    this.#buffers = buffers;
    this.length = columns.time.length;
    this.time = columns.time;
    this.open = columns.open;
    this.high = columns.high;
    this.low = columns.low;
    this.close = columns.close;
    this.volume = columns.volume;
  }

  indicator<N extends string>(spec: IndicatorSpec<N>): IndicatorOutputs<N> {
    let outputs = this.#outputs.get(spec.key);
    if (outputs === undefined) {
      const reuse = this.#buffers?.columnsFor(spec, this.length);
      const arrays = spec.batch(this.#columns, reuse);
      outputs = Object.fromEntries(spec.outputs.map((name, k) => [name, arrays[k]!]));
      this.#outputs.set(spec.key, outputs);
    }
    return outputs as IndicatorOutputs<N>;
  }

  pivots(): PivotLevels {
    this.#pivots ??= findPivots(this.high, this.low);
    return this.#pivots;
  }

  confirmedPivot(level: PivotLevel, i: number): number {
    if (this.#confirmations === undefined) {
      // One pass over the pivots: bar -> position of the pivot it confirms, per level.
      this.#confirmations = new Map();
      const levels = this.pivots();
      for (const name of PIVOT_LEVELS) {
        const byBar = new Int32Array(this.length).fill(-1);
        levels[name].forEach((pivot, k) => {
          byBar[pivot.confirmedAt] = k;
        });
        this.#confirmations.set(name, byBar);
      }
    }
    return this.#confirmations.get(level)![i] ?? -1;
  }

  patternCode(pattern: CandlestickPattern, i: number): number {
    return this.#codes.codeAt(pattern, i, this.open, this.high, this.low, this.close, i);
  }
}
