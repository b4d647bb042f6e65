import { bucketStart, nextBucketStart, type TimeframeMinutes, type UnixSeconds } from '../series';
import { typicalPrice } from './cci';
import { assertSameLength, outputArray } from './output';
import type { StreamingIndicator } from './streaming-indicator';

export const vwapLookback = (): number => 0;

/** Restart the average at each session: e.g. 1440 for the UTC day, 10080 for the week. */
export interface VwapSession {
  readonly time: Float64Array;
  readonly timeframe: TimeframeMinutes;
}

/** No volume traded yet in the session: there is no average, so show the bar's typical price. */
const average = (priceVolume: number, volume: number, typical: number): number =>
  volume > 0 ? priceVolume / volume : typical;

/**
 * Volume-weighted average of the typical price (H + L + C) / 3, from the first bar or, with a
 * session, from the first bar of each session (as trading-signals' `VWAP` from a fresh start).
 */
export function vwap(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  volume: Float64Array,
  session?: VwapSession,
  out?: Float64Array,
): Float64Array {
  const n = assertSameLength(high, low, close, volume);
  if (session) assertSameLength(high, session.time);
  const result = outputArray(n, 0, out);
  let sessionEnd = Number.NEGATIVE_INFINITY;
  let priceVolume = 0;
  let totalVolume = 0;
  for (let i = 0; i < n; i++) {
    if (session && session.time[i]! >= sessionEnd) {
      sessionEnd = sessionEndOf(session.time[i]!, session.timeframe);
      priceVolume = 0;
      totalVolume = 0;
    }
    const typical = typicalPrice(high[i]!, low[i]!, close[i]!);
    priceVolume += typical * volume[i]!;
    totalVolume += volume[i]!;
    result[i] = average(priceVolume, totalVolume, typical);
  }
  return result;
}

const sessionEndOf = (time: number, timeframe: TimeframeMinutes): number =>
  nextBucketStart(bucketStart(time as UnixSeconds, timeframe), timeframe);

/** Streaming VWAP; equals `vwap` value for value. Pass `time` when a session timeframe is set. */
export class VwapStream
  implements StreamingIndicator<[high: number, low: number, close: number, volume: number, time: number]>
{
  readonly lookback = 0;
  readonly #session: TimeframeMinutes | undefined;
  #count = 0;
  #sessionEndCommitted = Number.NEGATIVE_INFINITY;
  #priceVolumeCommitted = 0;
  #volumeCommitted = 0;
  #sessionEnd = Number.NEGATIVE_INFINITY;
  #priceVolume = 0;
  #volume = 0;
  #value = Number.NaN;

  constructor(session?: TimeframeMinutes) {
    this.#session = session;
  }

  get isStable(): boolean {
    return this.#count > 0;
  }

  get value(): number {
    return this.#value;
  }

  add(high: number, low: number, close: number, volume: number, time = 0): number {
    if (this.#count > 0) {
      this.#sessionEndCommitted = this.#sessionEnd;
      this.#priceVolumeCommitted = this.#priceVolume;
      this.#volumeCommitted = this.#volume;
    }
    this.#count++;
    return this.#update(high, low, close, volume, time);
  }

  replace(high: number, low: number, close: number, volume: number, time = 0): number {
    if (this.#count === 0) return this.add(high, low, close, volume, time);
    return this.#update(high, low, close, volume, time);
  }

  #update(high: number, low: number, close: number, volume: number, time: number): number {
    let priceVolume = this.#priceVolumeCommitted;
    let totalVolume = this.#volumeCommitted;
    this.#sessionEnd = this.#sessionEndCommitted;
    if (this.#session !== undefined && time >= this.#sessionEnd) {
      this.#sessionEnd = sessionEndOf(time, this.#session);
      priceVolume = 0;
      totalVolume = 0;
    }
    const typical = typicalPrice(high, low, close);
    this.#priceVolume = priceVolume + typical * volume;
    this.#volume = totalVolume + volume;
    this.#value = average(this.#priceVolume, this.#volume, typical);
    return this.#value;
  }
}
