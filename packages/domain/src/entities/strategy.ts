import { z } from 'zod';
import { STRATEGY_POSITIONS } from './match';
import { nameSchema, strategyIdSchema, textSchema, titleSchema } from './primitives';

/** Tiers whose expiry fields the access maps hold (spec §3 User); a strategy's tier list names them. */
export const ACCESS_MAP_TIERS = ['ict', 'hero', 'xmoon', 'pro'] as const;
export type AccessMapTier = (typeof ACCESS_MAP_TIERS)[number];
export const accessMapTierSchema = z.enum(ACCESS_MAP_TIERS);

/**
 * Who sees a strategy: free for all, hide (beta, listed only to users with access), or the tiers whose
 * expiry opens it (spec §3, §6).
 */
export const strategyAccessSchema = z.union([
  z.literal('free'),
  z.literal('hide'),
  z.array(accessMapTierSchema).min(1).max(ACCESS_MAP_TIERS.length),
]);
export type StrategyAccess = z.infer<typeof strategyAccessSchema>;

export const strategyTagSchema = z.object({ label: titleSchema, class: nameSchema, tooltip: textSchema });
export type StrategyTag = z.infer<typeof strategyTagSchema>;

/** How the chart draws the strategy with a TradingView indicator (spec §3 tradingview block). */
export const tradingviewSchema = z.object({
  indicator: titleSchema,
  value: titleSchema,
  shape: titleSchema,
  /** Our timeframe (minutes, as text) -> the indicator's interval. */
  timeframeMapping: z.record(z.string().max(8), z.union([z.string().max(16), z.number()])),
});

/** An entry of the strategy catalog the web caches for 900 s (spec §1, §3). */
export const strategySchema = z.object({
  id: strategyIdSchema,
  name: titleSchema,
  fa_name: titleSchema,
  /** Family (classic, divergence, harmonic ...); groupless strategies are hidden (spec §6). */
  group: z.string().max(64).nullable(),
  type: z.string().max(64),
  category: z.string().max(64).nullable(),
  access: strategyAccessSchema,
  position: z.enum(STRATEGY_POSITIONS),
  has_pivot_type: z.boolean(),
  has_passed_candle: z.boolean(),
  has_distance: z.boolean(),
  tags: z.array(strategyTagSchema).max(20),
  image: z.string().max(2048).nullable(),
  descriptions: z.object({ en: textSchema, fa: textSchema }),
  /** Locked in a market group: shown with a lock and the minimum plan (minCap) instead of matches. */
  lock: z.object({ crypto: z.boolean(), global: z.boolean() }),
  minCap: z.string().max(32).nullable(),
  tradingview: tradingviewSchema.nullable(),
});
export type Strategy = z.infer<typeof strategySchema>;

export const strategyListSchema = z.array(strategySchema).max(2000);
