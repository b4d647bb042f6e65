import { z } from 'zod';
import { SEND_TYPES } from './packs';
import {
  ENTITY_BOUNDS,
  listOf,
  nameSchema,
  sourceNameSchema,
  strategyIdSchema,
  symbolSchema,
  titleSchema,
} from './primitives';

/** An alert as the alerts service lists it (spec §3 Alert): what it watches and how it is delivered. */
export const alertSchema = z.object({
  name: nameSchema,
  sources: listOf(sourceNameSchema, 20),
  assets: listOf(symbolSchema, ENTITY_BOUNDS.assets),
  /** Pairs as base+quote symbols (btcusdt). */
  pairs: listOf(titleSchema, ENTITY_BOUNDS.assets),
  strategies: listOf(strategyIdSchema, ENTITY_BOUNDS.strategies),
  sendTypes: z.array(z.enum(SEND_TYPES)).max(SEND_TYPES.length),
});
export type Alert = z.infer<typeof alertSchema>;
