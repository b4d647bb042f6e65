import { z } from 'zod';
import { TIMEFRAMES } from '../markets';
import {
  countSchema,
  finiteSchema,
  idSchema,
  isoDateTimeSchema,
  nameSchema,
  priceDecimalsSchema,
  priceSchema,
  sourceNameSchema,
  strategyIdSchema,
  symbolSchema,
  timeframeSchema,
  titleSchema,
  unixSecondsSchema,
} from './primitives';
import { boundedRange } from './range';

/** Swing pivot levels a pattern can stand on, widest first (Major ⊃ MidMajor ⊃ Minor ⊃ SuperMinor). */
export const PIVOT_TYPES = ['no pivot', 'Major', 'MidMajor', 'Minor', 'SuperMinor'] as const;
export type PivotType = (typeof PIVOT_TYPES)[number];
export const pivotTypeSchema = z.enum(PIVOT_TYPES);

/** What a strategy expects; the strong variants are rendered like their plain side (spec §3 Signals). */
export const SIGNALS = ['buy', 'sell', 'neutral', 'strong buy', 'strong sell'] as const;
export type Signal = (typeof SIGNALS)[number];
export const signalSchema = z.enum(SIGNALS);

/** The side a strategy trades: a strategy's position and the radar's buy/sell filter. */
export const STRATEGY_POSITIONS = ['buy', 'sell', 'neutral'] as const;
export type StrategyPosition = (typeof STRATEGY_POSITIONS)[number];

/** A named point the chart draws (X, A, B, C, D ...): candle open time in unix seconds and a price. */
export const chartPointSchema = z.object({ date: unixSecondsSchema, value: finiteSchema });
export type ChartPoint = z.infer<typeof chartPointSchema>;

/** A later surge on the same pair after a jump match (spec §3: id, matchTimestamp, price). */
export const matchJumpSchema = z.object({
  id: idSchema,
  matchTimestamp: unixSecondsSchema,
  price: priceSchema,
});
export type MatchJump = z.infer<typeof matchJumpSchema>;

/**
 * Where a match stands in its life (issue 15): `forming` (pattern complete, price not yet in the zone), `active` (price
 * in the zone), `triggered` (a close beyond the trigger level: the predicted reaction has begun), `invalidated` (a close
 * beyond the invalidation level; still listed for its validity window so users see what failed), `expired`.
 */
export const MATCH_STATES = ['forming', 'active', 'triggered', 'invalidated', 'expired'] as const;
export type MatchState = (typeof MATCH_STATES)[number];
export const matchStateSchema = z.enum(MATCH_STATES);

/** Where the strategy expects the reaction: a price range. */
export const zoneSchema = boundedRange(z.number().finite());
export type Zone = z.infer<typeof zoneSchema>;

/**
 * One firing of a strategy on a pair (spec §3, DESIGN §5). matchDate is the open of the candle it fired
 * on, matchTimestamp the same instant in unix seconds; passedCandle counts closed candles since (0 = the
 * last closed one); distance is the percent from price to the zone's nearest edge (0 inside).
 * The c_ fields are the asset's current statistics, joined for sorting and display.
 */
export const matchSchema = z.object({
  id: idSchema,
  base: symbolSchema,
  quote: symbolSchema,
  source: sourceNameSchema,
  sourceSymbol: symbolSchema,
  symbol: symbolSchema,
  name: titleSchema,
  pair: titleSchema,
  price: priceSchema,
  timeframe: timeframeSchema,
  strategyId: strategyIdSchema,
  /** Set when the strategy belongs to a category: the category's lead strategy. */
  mainStrategyId: strategyIdSchema.nullable(),
  strategyName: titleSchema,
  /** The alert pack that delivered it, on the alerts page only. */
  alertName: nameSchema.nullable(),
  matchDate: isoDateTimeSchema,
  matchTimestamp: unixSecondsSchema,
  receiveDate: isoDateTimeSchema,
  type: signalSchema,
  passedCandle: countSchema,
  distance: z.number().finite().nonnegative(),
  zone: zoneSchema,
  pivotType: pivotTypeSchema,
  chartData: z
    .record(z.string().min(1).max(16), chartPointSchema)
    .refine((points) => Object.keys(points).length <= 32, 'at most 32 chart points'),
  c_price: priceSchema,
  c_change24h: finiteSchema,
  c_volume: priceSchema,
  c_marketcap: priceSchema.nullable(),
  c_name: titleSchema,
  jumps: z.array(matchJumpSchema).max(100),
  /** Decimals of the instrument's prices (its tick size); every price of it is shown with them. */
  priceDecimals: priceDecimalsSchema.optional(),
  /**
   * Set on a match that is no longer live (expired or voided): when it ended. Listed only when nothing live is, so a
   * quiet market still shows its latest matches, marked as past.
   */
  endedAt: isoDateTimeSchema.optional(),
  /**
   * The match's lifecycle state. The server fills it and the three levels on every scanned match, live and past (the
   * scanner's levels: ../../engine scanner README "Lifecycle"); they stay optional in this shape because the jump and
   * pump rows extend it and have no lifecycle.
   */
  state: matchStateSchema.optional(),
  /** A close beyond it voids the match: below it for a buy, above it for a sell (risk-quant's stop). */
  invalidation: finiteSchema.optional(),
  /** A close beyond it means the predicted reaction has begun (the state turns `triggered`). */
  trigger: finiteSchema.optional(),
  /** Where the reaction is expected to take price (risk-quant's exit, the track record's win). */
  target: finiteSchema.optional(),
});
export type Match = z.infer<typeof matchSchema>;

/** Match counts nested strategy id -> quote -> timeframe (spec §3, §7 matches/count). */
export const matchesCountSchema = z.record(
  z.string().regex(/^\d+$/),
  z.record(symbolSchema, z.record(z.string().regex(/^\d+$/), countSchema)),
);
export type MatchesCount = z.infer<typeof matchesCountSchema>;

/** Sort options of the matches pages (spec §2): each field high-to-low or low-to-high; default most recent. */
export const MATCH_SORTS = [
  'matchDate:desc',
  'matchDate:asc',
  'price:desc',
  'price:asc',
  'change24h:desc',
  'change24h:asc',
  'marketcap:desc',
  'marketcap:asc',
  'passedCandle:asc',
  'passedCandle:desc',
] as const;
export type MatchSort = (typeof MATCH_SORTS)[number];
export const DEFAULT_MATCH_SORT: MatchSort = 'matchDate:desc';

/**
 * A strategy's newest match on an asset as a grid cell and a drawer section show it: its side, timeframe, date and
 * lifecycle state (and when it ended, for a past one). The rest of the asset's matches is fetched when the asset is
 * opened (a page of the same call narrowed to the asset).
 */
export const latestMatchSchema = matchSchema.pick({
  id: true,
  timeframe: true,
  matchTimestamp: true,
  type: true,
  state: true,
  endedAt: true,
});
export type LatestMatch = z.infer<typeof latestMatchSchema>;

/** One strategy on one asset (a grid cell): its newest match there, every timeframe it matched on, how many matches. */
export const assetStrategySchema = z.object({
  strategyId: strategyIdSchema,
  latest: latestMatchSchema,
  /** Ascending. */
  timeframes: z.array(timeframeSchema).min(1).max(TIMEFRAMES.length),
  count: countSchema,
});
export type AssetStrategy = z.infer<typeof assetStrategySchema>;

/**
 * One asset of the grid view and the phone list (spec §2): its c_ fields, one entry per strategy that matched on it
 * (the strategy with the newest match first, so the first entry's match is the asset's newest), and how many of its
 * matches are on each side. What a screen shows of the matches themselves is fetched when the asset is opened.
 */
export const assetMatchesSchema = z.object({
  id: z.string().min(1).max(128),
  source: sourceNameSchema,
  base: symbolSchema,
  quote: symbolSchema,
  pair: titleSchema,
  name: titleSchema,
  c_price: priceSchema,
  c_change24h: finiteSchema,
  c_volume: priceSchema,
  c_marketcap: priceSchema.nullable(),
  /** Decimals of the instrument's prices (its tick size). */
  priceDecimals: priceDecimalsSchema.optional(),
  strategies: z.array(assetStrategySchema).max(500),
  counts: z.object({ buy: countSchema, sell: countSchema, neutral: countSchema }),
  total: countSchema,
});
export type AssetMatches = z.infer<typeof assetMatchesSchema>;
