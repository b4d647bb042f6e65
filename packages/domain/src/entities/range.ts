import { z } from 'zod';
import { finiteSchema } from './primitives';

/** A {from, to} window with from <= to; used by zones, passed candles and distances. */
export const boundedRange = (schema: z.ZodNumber) =>
  z
    .object({ from: schema, to: schema })
    .refine((range) => range.from <= range.to, { message: 'from must not exceed to', path: ['from'] });

/**
 * A range filter (spec §3 Range value): an empty end is unbounded (null), and isWhole marks the filter as
 * spanning everything, so no bound is applied.
 */
export const rangeValueSchema = z
  .object({ from: finiteSchema.nullable(), to: finiteSchema.nullable(), isWhole: z.boolean() })
  .refine((range) => range.from === null || range.to === null || range.from <= range.to, {
    message: 'from must not exceed to',
    path: ['from'],
  });
export type FilterRangeValue = z.infer<typeof rangeValueSchema>;

export const WHOLE_RANGE: FilterRangeValue = { from: null, to: null, isWhole: true };
