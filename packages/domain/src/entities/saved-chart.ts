import { z } from 'zod';
import type { SourceName } from '../markets';
import {
  ENTITY_BOUNDS,
  listOf,
  sourceNameSchema,
  strategyIdSchema,
  symbolSchema,
  textSchema,
  timeframeSchema,
  unixSecondsSchema,
} from './primitives';

/**
 * The id a chart is saved under: source:basequote:strategyIds joined by dashes (spec §3), so the same
 * pair with the same strategies reopens the same drawing. Symbols are lower-cased to keep one id per pair.
 */
export const savedChartId = (
  source: SourceName,
  base: string,
  quote: string,
  strategyIds: readonly number[],
): string => `${source}:${base.toLowerCase()}${quote.toLowerCase()}:${strategyIds.join('-')}`;

export const savedChartIdSchema = z
  .string()
  .max(256)
  .regex(/^[a-z-]+:[a-z0-9]+:(\d+(-\d+)*)?$/);

/** An entry of the saved-chart list (gzip list of id, symbol, strategyIds, resolution, timestamp). */
export const savedChartSchema = z.object({
  id: savedChartIdSchema,
  /** The strategy names shown as the chart's title. */
  symbol: textSchema,
  strategyIds: listOf(strategyIdSchema, ENTITY_BOUNDS.strategies),
  resolution: timeframeSchema,
  timestamp: unixSecondsSchema,
});
export type SavedChart = z.infer<typeof savedChartSchema>;

/** POST chart/{chartId} body: what to reopen plus the chart library's own state as JSON text. */
export const savedChartPayloadSchema = z.object({
  id: savedChartIdSchema,
  source: sourceNameSchema,
  strategyIds: listOf(strategyIdSchema, ENTITY_BOUNDS.strategies),
  base: symbolSchema,
  quote: symbolSchema,
  timeframe: timeframeSchema,
  /** Drawings are large but bounded: 1 MB of JSON text. */
  content: z.string().max(1_000_000),
});
export type SavedChartPayload = z.infer<typeof savedChartPayloadSchema>;
