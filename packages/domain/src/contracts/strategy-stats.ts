import { z } from 'zod';
import { marketSchema, sourceNameSchema, strategyIdSchema, timeframeSchema } from '../entities/primitives';

/** Candles after the signal at which the forward return is measured (issue 19). */
export const FORWARD_HORIZONS = [1, 5, 10, 20] as const;
export type ForwardHorizon = (typeof FORWARD_HORIZONS)[number];

/** Below this many ended signals a record shows its count and no rate: a rate of 7 signals says nothing. */
export const MIN_TRACK_SAMPLE = 30;

/** A 95 % interval (Wilson score for a rate; that interval shifted by the baseline for an edge), as fractions. */
export const intervalSchema = z.object({ low: z.number(), high: z.number() });

/** The forward return in the signal's direction after `horizon` candles, as a fraction of the entry price. */
export const forwardReturnSchema = z.object({
  horizon: z.union(FORWARD_HORIZONS.map((horizon) => z.literal(horizon))),
  sample: z.number().int().nonnegative(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  /** Share of signals whose return was above zero. */
  positive: z.number().nullable(),
  /** The distribution as buckets of equal width: on the all-sources rows, when the request names one strategy. */
  histogram: z
    .array(z.object({ from: z.number(), to: z.number(), count: z.number().int().nonnegative() }))
    .optional(),
});
export type ForwardReturn = z.infer<typeof forwardReturnSchema>;

/**
 * How signals ended after their validity window: target before invalidation (win), the reverse (loss), neither
 * (expired). `winRate` is wins / sample and `interval` its Wilson interval; both null below MIN_TRACK_SAMPLE.
 */
export const outcomeSchema = z.object({
  sample: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  expired: z.number().int().nonnegative(),
  winRate: z.number().nullable(),
  interval: intervalSchema.nullable(),
  forward: z.array(forwardReturnSchema),
});
export type Outcome = z.infer<typeof outcomeSchema>;

/**
 * One strategy's track record on one market and timeframe, over every source and asset (`source` and `base` null),
 * one source, or one asset of one source; beside the baseline: every candle of the same series taken as a pretend
 * entry in the same direction with the same zone geometry. `edge` = record.winRate - baseline.winRate.
 */
export const strategyRecordSchema = z.object({
  strategyId: strategyIdSchema,
  market: marketSchema,
  timeframe: timeframeSchema,
  source: sourceNameSchema.nullable(),
  base: z.string().nullable(),
  record: outcomeSchema,
  baseline: outcomeSchema,
  edge: z.object({ value: z.number(), interval: intervalSchema }).nullable(),
});
export type StrategyRecord = z.infer<typeof strategyRecordSchema>;

/** GET {market}/strategies/stats: each filter narrows; without `source` and `base` only the all-sources rows come. */
export const strategyStatsQuerySchema = z.object({
  strategy: z.coerce.number().int().positive().optional(),
  timeframe: z.coerce.number().int().positive().optional(),
  source: z.string().min(1).max(64).optional(),
  base: z.string().min(1).max(32).optional(),
});
export type StrategyStatsQuery = z.infer<typeof strategyStatsQuerySchema>;

/**
 * The answer. `state` says whether the backtest has finished (`ready`), is running (`computing`, records may be
 * partial) or has no data to run on (`idle`, e.g. MARKET_DATA=off); `computedAt` is unix ms of the last full run.
 * `from`/`to` are the unix seconds of the history measured.
 */
export const strategyStatsSchema = z.object({
  state: z.enum(['ready', 'computing', 'idle']),
  computedAt: z.number().int().nullable(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  records: z.array(strategyRecordSchema),
});
export type StrategyStats = z.infer<typeof strategyStatsSchema>;
