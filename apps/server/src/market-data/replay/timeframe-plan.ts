import { canAggregate } from '@tradescope/engine';

/** Closed candles kept in memory per series: enough for the slowest indicators and pivots to warm up. */
export const WINDOW = 1000;

/**
 * How a source's timeframes are produced: everything is aggregated upward from one generated base, the greatest
 * common divisor of the listed timeframes (binance spot lists 3 and 5 minutes, so its base is an unlisted
 * 1-minute series), each timeframe from the largest lower one that divides it.
 */
export interface TimeframePlan {
  /** Ascending. */
  readonly listed: readonly number[];
  readonly base: number;
  /** Listed plus the base, ascending. */
  readonly all: readonly number[];
  /** The timeframe each one (but the base) is aggregated from. */
  readonly childOf: ReadonlyMap<number, number>;
  /** Candles kept per timeframe. */
  readonly windowOf: ReadonlyMap<number, number>;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export const planTimeframes = (timeframes: readonly number[], window = WINDOW): TimeframePlan => {
  const listed = [...new Set(timeframes)].sort((a, b) => a - b);
  const base = listed.reduce(gcd);
  const all = listed.includes(base) ? listed : [base, ...listed];
  const childOf = new Map<number, number>();
  for (const timeframe of all) {
    const lower = all.filter((candidate) => candidate < timeframe && canAggregate(candidate, timeframe));
    const child = lower.at(-1);
    if (timeframe !== base && child !== undefined) childOf.set(timeframe, child);
  }
  const windowOf = new Map(all.map((timeframe) => [timeframe, window]));
  return { listed, base, all, childOf, windowOf };
};

/** Timeframes aggregated directly from `timeframe`. */
export const parentsOf = (plan: TimeframePlan, timeframe: number): number[] =>
  [...plan.childOf].filter(([, child]) => child === timeframe).map(([parent]) => parent);

/**
 * Where a symbol's history is anchored: the ground is the finest shipped series, on a grid of the engine's
 * buckets; timeframes below it are carved out of it along a chain of divisors, and those off the chain (3 minutes
 * beside 5) are aggregated back up from the base.
 */
export interface GroundPlan {
  readonly ground: number;
  /** Descending, from just below the ground down to the base. */
  readonly chain: readonly number[];
  readonly offChain: readonly number[];
}

/**
 * `spine` is the finest shipped timeframe and `onGrid(g)` tells whether all its candle times sit on the g-minute
 * grid: US stocks print hourly candles at :30, so their ground is the 30-minute series.
 */
export const planGround = (
  plan: TimeframePlan,
  spine: number,
  onGrid: (timeframe: number) => boolean,
): GroundPlan => {
  const candidates = plan.all.filter((t) => t <= spine && spine % t === 0 && t % plan.base === 0);
  const ground = [...candidates].reverse().find(onGrid) ?? plan.base;
  const chain: number[] = [];
  for (let current = ground; current > plan.base; ) {
    const next = [...plan.all]
      .reverse()
      .find((t) => t < current && current % t === 0 && t % plan.base === 0) as number;
    chain.push(next);
    current = next;
  }
  const offChain = plan.all.filter((t) => t < ground && !chain.includes(t));
  return { ground, chain, offChain };
};
