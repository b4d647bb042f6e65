import { z } from 'zod';
import { countSchema } from '../entities/primitives';

/** Page sizes the matches screens ask for: 25 on tables, 20 on the phone list, 10 in detail tables (spec §9). */
export const MATCHES_PAGE_SIZES = [10, 20, 25] as const;

export const pageNumberSchema = z.number().int().min(1).max(10_000);
export const matchesPageSizeSchema = z
  .number()
  .int()
  .refine((size) => (MATCHES_PAGE_SIZES as readonly number[]).includes(size), 'request.invalid');

/** One page of a paged list: its items, how many the whole list holds, and where the page sits. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: countSchema, page: z.number().int(), pageSize: z.number().int() });
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
