import { DEFAULT_MATCH_SORT, MATCH_SORTS, pivotTypeSchema } from '@tradescope/domain';
import { z } from 'zod';

// Page sizes the screens use: 25 on tables, 20 on the phone list, 10 in detail tables (spec §9).
const PAGE_SIZES = [10, 20, 25] as const;

const range = z
  .object({ from: z.number().finite().nullable().optional(), to: z.number().finite().nullable().optional() })
  .optional();
const symbols = z.array(z.string().trim().toLowerCase().min(1).max(32)).max(500);

/** The filters every matches call accepts (spec §2 filters, §7 request params); all optional. */
export const matchesQuerySchema = z.object({
  source: z.string().min(1).max(32).optional(),
  strategyIds: z.array(z.number().int().nonnegative()).max(500).optional(),
  bases: symbols.optional(),
  quotes: symbols.optional(),
  timeframes: z.array(z.number().int().positive()).max(13).optional(),
  pivotTypes: z.array(pivotTypeSchema).max(5).optional(),
  positions: z
    .array(z.enum(['buy', 'sell', 'neutral']))
    .max(3)
    .optional(),
  price: range,
  change: range,
  volume: range,
  search: z.string().trim().max(64).optional(),
  sort: z.enum(MATCH_SORTS).default(DEFAULT_MATCH_SORT),
  /** 'asset': the page lists assets with their matches (grid view, phone list) rather than single matches. */
  groupBy: z.literal('asset').optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z
    .number()
    .int()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), 'request.invalid')
    .default(25),
});
export type MatchesQuery = z.infer<typeof matchesQuerySchema>;
