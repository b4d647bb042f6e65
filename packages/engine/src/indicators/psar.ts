import { assertSameLength, outputArray } from './output';
import type { HighLowInput, StreamingIndicator } from './streaming-indicator';

/** The first SAR needs the bar before it (TA-Lib `TA_SAR`). */
export const psarLookback = (): number => 1;

function assertAcceleration(step: number, max: number): void {
  if (!(step > 0 && max > 0)) throw new RangeError('acceleration step and maximum must be positive');
}

/**
 * One bar of Wilder's parabolic SAR exactly as TA-Lib `TA_SAR`: the opening direction is short
 * only if bar 1 has a positive −DM, the first SAR is bar 0's extreme, and each new SAR is kept
 * outside the last two bars' range. A step above the maximum is cut to it, as TA-Lib does.
 */
class SarState {
  index = 0;
  isLong = true;
  sar = 0;
  extreme = 0;
  factor = 0;
  prevHigh = 0;
  prevLow = 0;
  output = Number.NaN;

  constructor(
    readonly step: number,
    readonly max: number,
  ) {}

  copyFrom(other: SarState): void {
    this.index = other.index;
    this.isLong = other.isLong;
    this.sar = other.sar;
    this.extreme = other.extreme;
    this.factor = other.factor;
    this.prevHigh = other.prevHigh;
    this.prevLow = other.prevLow;
    this.output = other.output;
  }

  advance(high: number, low: number): void {
    const index = this.index++;
    if (index === 0) {
      this.prevHigh = high;
      this.prevLow = low;
      return;
    }
    if (index === 1) this.#open(high, low);
    const { prevHigh, prevLow } = this;
    const step = this.step;
    let sar = this.sar;
    if (this.isLong) {
      if (low <= sar) {
        this.isLong = false;
        sar = Math.max(this.extreme, prevHigh, high);
        this.output = sar;
        this.factor = step;
        this.extreme = low;
        sar = Math.max(sar + this.factor * (this.extreme - sar), prevHigh, high);
      } else {
        this.output = sar;
        if (high > this.extreme) {
          this.extreme = high;
          this.factor = Math.min(this.factor + step, this.max);
        }
        sar = Math.min(sar + this.factor * (this.extreme - sar), prevLow, low);
      }
    } else if (high >= sar) {
      this.isLong = true;
      sar = Math.min(this.extreme, prevLow, low);
      this.output = sar;
      this.factor = step;
      this.extreme = high;
      sar = Math.min(sar + this.factor * (this.extreme - sar), prevLow, low);
    } else {
      this.output = sar;
      if (low < this.extreme) {
        this.extreme = low;
        this.factor = Math.min(this.factor + step, this.max);
      }
      sar = Math.max(sar + this.factor * (this.extreme - sar), prevHigh, high);
    }
    this.sar = sar;
    this.prevHigh = high;
    this.prevLow = low;
  }

  #open(high: number, low: number): void {
    const up = high - this.prevHigh;
    const down = this.prevLow - low;
    this.isLong = !(down > 0 && up < down);
    this.sar = this.isLong ? this.prevLow : this.prevHigh;
    this.extreme = this.isLong ? high : low;
    this.factor = this.step;
    // TA-Lib lets bar 1 stand in for the bar before it when checking the first SAR.
    this.prevHigh = high;
    this.prevLow = low;
  }
}

const stepOf = (step: number, max: number): number => Math.min(step, max);

/** Parabolic SAR (Wilder), TA-Lib `TA_SAR`, default acceleration 0.02 up to 0.2. */
export function psar(
  high: Float64Array,
  low: Float64Array,
  step = 0.02,
  max = 0.2,
  out?: Float64Array,
): Float64Array {
  assertAcceleration(step, max);
  const n = assertSameLength(high, low);
  const result = outputArray(n, 1, out);
  const state = new SarState(stepOf(step, max), max);
  for (let i = 0; i < n; i++) {
    state.advance(high[i]!, low[i]!);
    if (i > 0) result[i] = state.output;
  }
  return result;
}

/** Streaming parabolic SAR; equals `psar` value for value. */
export class PsarStream implements StreamingIndicator<HighLowInput> {
  readonly lookback = 1;
  readonly #committed: SarState;
  readonly #current: SarState;

  constructor(step = 0.02, max = 0.2) {
    assertAcceleration(step, max);
    this.#committed = new SarState(stepOf(step, max), max);
    this.#current = new SarState(stepOf(step, max), max);
  }

  get isStable(): boolean {
    return this.#current.index > 1;
  }

  get value(): number {
    return this.#current.output;
  }

  /** Whether the SAR sits below price (long). */
  get isLong(): boolean {
    return this.#current.isLong;
  }

  add(high: number, low: number): number {
    this.#committed.copyFrom(this.#current);
    this.#current.advance(high, low);
    return this.#current.output;
  }

  replace(high: number, low: number): number {
    if (this.#current.index === 0) return this.add(high, low);
    this.#current.copyFrom(this.#committed);
    this.#current.advance(high, low);
    return this.#current.output;
  }
}
