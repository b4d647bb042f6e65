import { typicalPrice } from './cci';
import { assertPeriod, assertSameLength, outputArray, resyncInterval } from './output';
import type { StreamingIndicator } from './streaming-indicator';

/** Money flow compares typical prices, so MFI(n) starts at index n (TA-Lib). */
export const mfiLookback = (period: number): number => period;

/**
 * MFI from the window's money-flow sums. Rolling subtraction leaves crumbs once a side's flows have
 * all left the window, so callers zero a side with no flows and tiny negatives are floored. TA-Lib
 * instead reads 0 whenever the total is below 1.0, which would blank the index on low-priced,
 * thinly traded coins.
 */
const mfiOf = (positive: number, negative: number): number => {
  const p = Math.max(positive, 0);
  const total = p + Math.max(negative, 0);
  return total > 0 ? 100 * (p / total) : 0;
};

function ringSums(positive: Float64Array, negative: Float64Array, start: number, into: Float64Array): void {
  let p = 0;
  let q = 0;
  let slot = start;
  for (let k = 0; k < positive.length; k++) {
    p += positive[slot]!;
    q += negative[slot]!;
    slot = slot + 1 === positive.length ? 0 : slot + 1;
  }
  into[0] = p;
  into[1] = q;
}

/**
 * Money flow index as TA-Lib `TA_MFI`: typical price × volume counts as positive flow when the
 * typical price rose, negative when it fell, neither when unchanged.
 */
export function mfi(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  volume: Float64Array,
  period = 14,
  out?: Float64Array,
): Float64Array {
  assertPeriod('period', period);
  const n = assertSameLength(high, low, close, volume);
  const result = outputArray(n, period, out);
  if (n <= period) return result;
  const positive = new Float64Array(period);
  const negative = new Float64Array(period);
  const sums = new Float64Array(2);
  const every = resyncInterval(period);
  let untilResync = every;
  let previous = typicalPrice(high[0]!, low[0]!, close[0]!);
  let p = 0;
  let q = 0;
  let ups = 0;
  let downs = 0;
  let slot = 0;
  for (let i = 1; i < n; i++) {
    const tp = typicalPrice(high[i]!, low[i]!, close[i]!);
    const flow = tp * volume[i]!;
    const up = tp > previous ? flow : 0;
    const down = tp < previous ? flow : 0;
    previous = tp;
    if (i > period) {
      p -= positive[slot]!;
      q -= negative[slot]!;
      if (positive[slot]! > 0) ups--;
      if (negative[slot]! > 0) downs--;
    }
    p += up;
    q += down;
    if (up > 0) ups++;
    if (down > 0) downs++;
    if (ups === 0) p = 0;
    if (downs === 0) q = 0;
    positive[slot] = up;
    negative[slot] = down;
    slot = slot + 1 === period ? 0 : slot + 1;
    if (i < period) continue;
    result[i] = mfiOf(p, q);
    if (--untilResync === 0) {
      ringSums(positive, negative, slot, sums);
      p = sums[0]!;
      q = sums[1]!;
      untilResync = every;
    }
  }
  return result;
}

/** Streaming MFI; equals `mfi` value for value. */
export class MfiStream
  implements StreamingIndicator<[high: number, low: number, close: number, volume: number]>
{
  readonly lookback: number;
  readonly #period: number;
  readonly #positive: Float64Array;
  readonly #negative: Float64Array;
  readonly #sums = new Float64Array(2);
  readonly #every: number;
  #untilResync: number;
  #count = 0;
  #slot = -1;
  #previous = 0;
  #last = 0;
  #pCommitted = 0;
  #qCommitted = 0;
  #evictedP = 0;
  #evictedQ = 0;
  #upsCommitted = 0;
  #downsCommitted = 0;
  #ups = 0;
  #downs = 0;
  #p = 0;
  #q = 0;
  #value = Number.NaN;

  constructor(period = 14) {
    assertPeriod('period', period);
    this.#period = period;
    this.lookback = period;
    this.#positive = new Float64Array(period);
    this.#negative = new Float64Array(period);
    this.#every = resyncInterval(period);
    this.#untilResync = this.#every;
  }

  get isStable(): boolean {
    return this.#count > this.#period;
  }

  get value(): number {
    return this.#value;
  }

  add(high: number, low: number, close: number, volume: number): number {
    if (this.#count > 0) this.#commit();
    this.#count++;
    if (this.#count > 1) {
      this.#slot = this.#slot + 1 === this.#period ? 0 : this.#slot + 1;
      this.#evictedP = this.#count > this.#period + 1 ? this.#positive[this.#slot]! : 0;
      this.#evictedQ = this.#count > this.#period + 1 ? this.#negative[this.#slot]! : 0;
    }
    return this.#update(high, low, close, volume);
  }

  replace(high: number, low: number, close: number, volume: number): number {
    return this.#count === 0 ? this.add(high, low, close, volume) : this.#update(high, low, close, volume);
  }

  #update(high: number, low: number, close: number, volume: number): number {
    const tp = typicalPrice(high, low, close);
    this.#last = tp;
    if (this.#count === 1) return this.#value;
    const flow = tp * volume;
    const up = tp > this.#previous ? flow : 0;
    const down = tp < this.#previous ? flow : 0;
    this.#positive[this.#slot] = up;
    this.#negative[this.#slot] = down;
    const evicting = this.#count > this.#period + 1;
    this.#p = (evicting ? this.#pCommitted - this.#evictedP : this.#pCommitted) + up;
    this.#q = (evicting ? this.#qCommitted - this.#evictedQ : this.#qCommitted) + down;
    this.#ups = this.#upsCommitted - (this.#evictedP > 0 ? 1 : 0) + (up > 0 ? 1 : 0);
    this.#downs = this.#downsCommitted - (this.#evictedQ > 0 ? 1 : 0) + (down > 0 ? 1 : 0);
    if (this.#ups === 0) this.#p = 0;
    if (this.#downs === 0) this.#q = 0;
    this.#value = this.isStable ? mfiOf(this.#p, this.#q) : Number.NaN;
    return this.#value;
  }

  #commit(): void {
    this.#previous = this.#last;
    this.#pCommitted = this.#p;
    this.#qCommitted = this.#q;
    this.#upsCommitted = this.#ups;
    this.#downsCommitted = this.#downs;
    if (this.isStable && --this.#untilResync === 0) {
      const oldest = this.#slot + 1 === this.#period ? 0 : this.#slot + 1;
      ringSums(this.#positive, this.#negative, oldest, this.#sums);
      this.#pCommitted = this.#sums[0]!;
      this.#qCommitted = this.#sums[1]!;
      this.#untilResync = this.#every;
    }
  }
}
