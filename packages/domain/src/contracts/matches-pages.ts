import { z } from 'zod';
import { assetMatchesSchema, matchSchema } from '../entities/match';
import {
  countSchema,
  finiteSchema,
  idSchema,
  priceSchema,
  timeframeSchema,
  unixSecondsSchema,
} from '../entities/primitives';
import { pumpWindowSchema } from './matches-request';
import { pageSchema } from './page';

/** A page of matches (periscope, dynamic, alerts, the chart's list). */
export const matchesPageSchema = pageSchema(matchSchema);
/** The same calls grouped by asset (`groupBy: 'asset'`): a page of assets, each with its matches. */
export const assetMatchesPageSchema = pageSchema(assetMatchesSchema);

/** POST {market}/matches/count/aggregate: the gauge's totals per side. */
export const matchesSidesSchema = z.object({
  buy: countSchema,
  sell: countSchema,
  neutral: countSchema,
  total: countSchema,
});

/**
 * A jump event (spec §2 jumps page): the domain Match, its later jumps in `jumps`, plus the direction and percent
 * move of its first 3-minute candle (`change`) and of the whole event (`totalChange`).
 */
export const jumpRowSchema = matchSchema.extend({
  direction: z.enum(['up', 'down']),
  change: finiteSchema,
  totalChange: finiteSchema,
});
export type JumpRow = z.infer<typeof jumpRowSchema>;
export type JumpDirection = JumpRow['direction'];

/** POST crypto/matches/jumps: a page of jump events, and the minutes of the candles they were found on. */
export const jumpsPageSchema = pageSchema(jumpRowSchema).extend({ timeframe: timeframeSchema });

/**
 * One pair pumping over one window (spec §2 pumps page): the pair's names and current statistics as on a Match,
 * and the engine's pump statistics of the window (change, volume against the windows before it).
 */
export const pumpRowSchema = matchSchema
  .pick({
    base: true,
    quote: true,
    source: true,
    sourceSymbol: true,
    symbol: true,
    name: true,
    pair: true,
    price: true,
    matchDate: true,
    matchTimestamp: true,
    c_price: true,
    c_change24h: true,
    c_volume: true,
    c_marketcap: true,
    priceDecimals: true,
  })
  .extend({
    id: idSchema,
    /** The window in minutes: 720, 1440 or 10080. */
    timeframe: pumpWindowSchema,
    /** The candles the window was measured on. */
    seriesTimeframe: timeframeSchema,
    /** Open times of the window's first and last candles, unix seconds. */
    from: unixSecondsSchema,
    to: unixSecondsSchema,
    open: priceSchema,
    close: priceSchema,
    /** Percent over the window. */
    change: finiteSchema,
    volume: priceSchema,
    baseline: priceSchema,
    volumeRatio: priceSchema,
  });
export type PumpRow = z.infer<typeof pumpRowSchema>;

/** POST crypto/matches/pumps: every pumping pair of the source, and the windows asked for. */
export const pumpsListSchema = z.object({
  items: z.array(pumpRowSchema),
  total: countSchema,
  timeframes: z.array(pumpWindowSchema),
});
