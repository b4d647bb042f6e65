import { type Candle, type CandleColumns, candleAt, emptyColumns } from '@tradescope/engine';
import type { Rng } from './rng';

/** Rounds to the instrument's tick: n / 10^d is the same double the source's decimal text parses to. */
export const roundPrice = (value: number, decimals: number): number => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

// Scratch space reused across calls: the history build subdivides hundreds of thousands of candles.
let shape = new Float64Array(256);
let weights = new Float64Array(256);

/**
 * A random walk pinned to 0 at both ends in shape[0..steps], scaled by the expected range of such a bridge
 * (about 1.25 √steps) rather than by its own: its span is random around 1, so a candle split in two does not
 * always put its whole move into one half (which left the other half a flat dash).
 */
const drawBridge = (steps: number, rng: Rng): void => {
  if (shape.length <= steps) shape = new Float64Array(steps * 2 + 1);
  shape[0] = 0;
  for (let j = 1; j <= steps; j++) shape[j] = shape[j - 1]! + rng.normal();
  const end = shape[steps]!;
  const scale = 1 / (1.25 * Math.sqrt(steps));
  for (let j = 0; j <= steps; j++) shape[j] = (shape[j]! - (end * j) / steps) * scale;
};

/**
 * Splits volume so that summing it in order (as the engine's aggregation does) gives back exactly `total`: the
 * last share is kept between 1/(4k) and one half, so the running sum S of the others lies in [total/2, total) and
 * total - S is exact (Sterbenz), which makes S + (total - S) === total.
 */
const splitVolume = (total: number, parts: number, rng: Rng, into: Float64Array, at: number): void => {
  if (parts === 1 || total === 0) {
    into.fill(0, at, at + parts);
    into[at + parts - 1] = total;
    return;
  }
  if (weights.length < parts) weights = new Float64Array(parts * 2);
  let sum = 0;
  for (let j = 0; j < parts; j++) {
    weights[j] = 0.25 + 1.5 * rng.next();
    sum += weights[j]!;
  }
  const lastShare = clamp(weights[parts - 1]! / sum, 1 / (4 * parts), 0.5);
  const scale = (total * (1 - lastShare)) / (sum - weights[parts - 1]!);
  let running = 0;
  for (let j = 0; j < parts - 1; j++) {
    const volume = scale * weights[j]!;
    into[at + j] = volume;
    running = j === 0 ? volume : running + volume;
  }
  into[at + parts - 1] = total - running;
};

/**
 * Subdivides one candle into candles opening at `times` (ascending, inside the parent's span), written into `out`
 * from index `at`, so that their aggregate is the parent exactly: the first opens at its open, the last closes at
 * its close, one reaches its high, one its low, and their volumes sum to its volume. The path between is a seeded
 * Brownian bridge on the instrument's tick, each piece opening where the previous one closed.
 */
export const subdivideInto = (
  parent: Candle,
  times: ArrayLike<number>,
  rng: Rng,
  decimals: number,
  out: CandleColumns,
  at: number,
): void => {
  const parts = times.length;
  if (parts === 0) return;
  const { open, high, low, close } = parent;
  const range = high - low;
  const scale = 10 ** decimals;
  const onTick = (value: number) => Math.round(value * scale) / scale;
  drawBridge(parts, rng);
  // Boundary prices: piece j opens at the j-th and closes at the next (the last closes at the parent's close).
  for (let j = 0; j < parts; j++) {
    const drift = open + ((close - open) * j) / parts;
    const price =
      j === 0 ? open : clamp(onTick(clamp(drift + 0.6 * range * shape[j]!, low, high)), low, high);
    out.open[at + j] = price;
    if (j > 0) out.close[at + j - 1] = price;
  }
  out.close[at + parts - 1] = close;
  let highest = 0;
  let lowest = 0;
  let peak = Number.NEGATIVE_INFINITY;
  let trough = Number.POSITIVE_INFINITY;
  for (let j = 0; j < parts; j++) {
    const top = Math.max(out.open[at + j]!, out.close[at + j]!);
    const bottom = Math.min(out.open[at + j]!, out.close[at + j]!);
    if (top > peak) {
      peak = top;
      highest = j;
    }
    if (bottom < trough) {
      trough = bottom;
      lowest = j;
    }
  }
  // Exponential wicks (mean 0.8 of the scale, like a half-normal's) cost one logarithm each.
  const wickScale = (0.2 * range) / Math.sqrt(parts);
  for (let j = 0; j < parts; j++) {
    const top = Math.max(out.open[at + j]!, out.close[at + j]!);
    const bottom = Math.min(out.open[at + j]!, out.close[at + j]!);
    out.time[at + j] = times[j]!;
    out.high[at + j] =
      j === highest ? high : clamp(onTick(top - Math.log(1 - rng.next()) * wickScale), top, high);
    out.low[at + j] =
      j === lowest ? low : clamp(onTick(bottom + Math.log(1 - rng.next()) * wickScale), low, bottom);
  }
  splitVolume(parent.volume, parts, rng, out.volume, at);
};

/** `subdivideInto` returning candles: for the per-second path of a live candle and for tests. */
export const subdivide = (parent: Candle, times: ArrayLike<number>, rng: Rng, decimals: number): Candle[] => {
  const out = emptyColumns(times.length);
  subdivideInto(parent, times, rng, decimals, out, 0);
  return Array.from({ length: times.length }, (_, j) => candleAt(out, j));
};
