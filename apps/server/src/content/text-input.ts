import { z } from 'zod';

/**
 * Drops NUL characters before a text schema runs: PostgreSQL text cannot hold them, so one would turn bad input into
 * a server error, and no reader needs them.
 */
export const withoutNul = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.replaceAll('\u0000', '') : value), schema);
