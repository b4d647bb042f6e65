import { z } from 'zod';
import { pairSchema } from '../entities/pair';
import {
  finiteSchema,
  sourceNameSchema,
  strategyIdSchema,
  timeframeSchema,
  unixSecondsSchema,
} from '../entities/primitives';
import { SOURCE_KINDS } from '../markets';

/** Where the server's candles come from: the bundled replay (a demo), live exchanges, or nothing. */
export const feedModeSchema = z.enum(['replay', 'live', 'off']);

/** A source as GET {market}/sources shows it (spec §3 Source), with whether the running feed has its data. */
export const sourceViewSchema = z.object({
  name: sourceNameSchema,
  title: z.string(),
  kind: z.enum(SOURCE_KINDS),
  quotes: z.array(z.string()).readonly(),
  timeframes: z.array(z.number()).readonly(),
  chart: z.object({ defaultTimeframe: z.number() }),
  /** The trade page; `:base` and `:quote` are replaced by the pair's symbols. */
  url: z.string(),
  maxVolumes24h: z.record(z.string(), z.number()),
  defaultBase: z.string().nullable(),
  hasData: z.boolean(),
  mode: feedModeSchema,
  /** Outside the user's plan: its matches stay locked (prices are public). */
  locked: z.boolean(),
});

/** GET {market}/sources. */
export const marketSourcesSchema = z.object({ mode: feedModeSchema, sources: z.array(sourceViewSchema) });

/** GET {market}/sources/{name}: the source and the symbols it lists. */
export const sourceDetailSchema = sourceViewSchema.extend({
  symbols: z.array(
    z.object({ symbol: z.string(), base: z.string(), quote: z.string(), pair: z.string(), name: z.string() }),
  ),
});

/** A row of the assets table: a Pair (spec §3) and whether its match status is outside the user's plan. */
export const marketAssetSchema = pairSchema.extend({ locked: z.boolean() });

/** GET {market}/prices and sources/{name}/prices: one pair's last price on the feed's clock. */
export const priceViewSchema = z.object({
  id: z.string(),
  source: sourceNameSchema,
  symbol: z.string(),
  sourceSymbol: z.string(),
  base: z.string(),
  quote: z.string(),
  price: finiteSchema,
  change24h: finiteSchema,
  time: unixSecondsSchema,
});

/** POST data/history: candles as [time (unix seconds), open, high, low, close, volume]. */
export const candleArraySchema = z.tuple([
  z.number(),
  z.number(),
  z.number(),
  z.number(),
  z.number(),
  z.number(),
]);

/** GET data/time: the feed's clock (replay time in demo mode) and its mode. */
export const serverTimeSchema = z.object({ time: z.number(), mode: feedModeSchema });

/**
 * POST data/oscillator: the oscillator a strategy reads (RSI for an RSI divergence, %K and %D for a stochastic
 * cross), over the chart's bars, for the chart's second pane.
 */
export const oscillatorRequestSchema = z.object({
  source: z.string().min(1).max(32),
  symbol: z.string().min(1).max(40),
  interval: timeframeSchema,
  start: unixSecondsSchema,
  end: unixSecondsSchema,
  strategyId: strategyIdSchema,
});
export type OscillatorRequest = z.infer<typeof oscillatorRequestSchema>;

/** One output of the oscillator: [time (unix seconds), value] oldest first, from its first defined value. */
export const oscillatorLineSchema = z.object({
  name: z.string().min(1).max(16),
  style: z.enum(['line', 'histogram']),
  points: z.array(z.tuple([z.number(), z.number()])),
});

export const chartOscillatorSchema = z.object({
  /** The study as traders name it, with its inputs: "RSI 14", "MACD 12 26 9". */
  title: z.string().min(1).max(40),
  /** The output a strategy's chart points (o1, o2, indicator) read comes first. */
  lines: z.array(oscillatorLineSchema).min(1).max(3),
  /** Its usual guide levels (30 and 70 for RSI), drawn as dashed lines. */
  levels: z.array(finiteSchema).max(3),
});
export type ChartOscillator = z.infer<typeof chartOscillatorSchema>;

/** The answer: null when the strategy reads no oscillator (candlesticks, moving averages, unknown ids). */
export const oscillatorAnswerSchema = chartOscillatorSchema.nullable();
