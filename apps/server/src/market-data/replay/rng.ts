/**
 * Counter-based randomness: every draw is a pure function of (seed, symbol, purpose, time), so a candle comes out
 * the same whether it is generated live, during a catch-up after a restart, or in a test that jumps the clock.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal. */
  normal(): number;
}

/** What a stream of draws is for; part of the key so two uses of one candle never share numbers. */
export const RngPurpose = {
  baseCandle: 1,
  gapCandle: 2,
  subdivide: 3,
  ticks: 4,
  volatility: 5,
  venue: 6,
  pump: 7,
} as const;
export type RngPurpose = (typeof RngPurpose)[keyof typeof RngPurpose];

/** murmur3's finalizer: a cheap avalanche of 32 bits. */
const mix = (value: number): number => {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
};

/** A uniform number in [0, 1) that is a pure function of the words: one draw without a stream (hot paths). */
export const hashUnit = (...words: readonly number[]): number => {
  let state = 0x9e3779b9;
  for (const word of words) state = mix(state ^ mix(word >>> 0) ^ Math.floor(word / 2 ** 32));
  return mix(state + 0x6d2b79f5) / 4294967296;
};

/** A mulberry32 stream keyed by the given words. */
export const rngFor = (...words: readonly number[]): Rng => {
  let state = 0x9e3779b9;
  for (const word of words) state = mix(state ^ mix(word >>> 0) ^ Math.floor(word / 2 ** 32));
  let spare: number | undefined;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    normal: () => {
      if (spare !== undefined) {
        const value = spare;
        spare = undefined;
        return value;
      }
      // Box-Muller; 1 - u keeps the logarithm finite.
      const radius = Math.sqrt(-2 * Math.log(1 - next()));
      const angle = 2 * Math.PI * next();
      spare = radius * Math.sin(angle);
      return radius * Math.cos(angle);
    },
  };
};
