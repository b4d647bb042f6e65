import { z } from 'zod';
import {
  DEFAULT_MATCH_SORT,
  MATCH_SORTS,
  MATCH_STATES,
  type MatchState,
  pivotTypeSchema,
  STRATEGY_POSITIONS,
} from '../entities/match';
import { PUMPS_TIMEFRAMES, sourceByName } from '../markets';
import { matchesPageSizeSchema, pageNumberSchema } from './page';

const range = z
  .object({ from: z.number().finite().nullable().optional(), to: z.number().finite().nullable().optional() })
  .optional();
const symbols = z.array(z.string().trim().toLowerCase().min(1).max(32)).max(500);
const packName = z.string().min(1).max(64);

/** The message key of a state filter naming no lifecycle state. */
export const MATCH_STATE_INVALID = 'market.state-invalid';

/**
 * What the counts count when the query names no state: every listed match but the invalidated ones, as before
 * invalidated matches stayed listed (the radar and the assets page's status column count setups still in play).
 */
export const COUNTED_STATES = ['forming', 'active', 'triggered'] as const satisfies readonly MatchState[];

/** The filters every matches call accepts (spec §2 filters, §7 request params); all optional. */
export const matchesQuerySchema = z.object({
  source: z.string().min(1).max(32).optional(),
  strategyIds: z.array(z.number().int().nonnegative()).max(500).optional(),
  bases: symbols.optional(),
  quotes: symbols.optional(),
  timeframes: z.array(z.number().int().positive()).max(13).optional(),
  pivotTypes: z.array(pivotTypeSchema).max(5).optional(),
  positions: z.array(z.enum(STRATEGY_POSITIONS)).max(3).optional(),
  /** Lifecycle states to list (issue 15); none means every state (counts: every state but invalidated). */
  states: z
    .array(z.enum(MATCH_STATES, { error: MATCH_STATE_INVALID }))
    .max(MATCH_STATES.length)
    .optional(),
  price: range,
  change: range,
  volume: range,
  search: z.string().trim().max(64).optional(),
  sort: z.enum(MATCH_SORTS).default(DEFAULT_MATCH_SORT),
  /** 'asset': the page lists assets with their matches (grid view, phone list) rather than single matches. */
  groupBy: z.literal('asset').optional(),
  page: pageNumberSchema.default(1),
  pageSize: matchesPageSizeSchema.default(25),
});
/** The query as the server reads it: defaults applied. */
export type MatchesQuery = z.infer<typeof matchesQuerySchema>;

/** POST {market}/matches, matches/chart and matches/count: a simple pack (or strategy ids) over asset packs. */
export const matchesListRequestSchema = matchesQuerySchema.extend({
  strategyPack: packName.optional(),
  /** Asset packs by name; none or "all" means every asset. */
  assetPacks: z.array(packName).max(100).optional(),
});
/** A request as a client builds it: its lists may be read-only. */
type ReadonlyLists<T> = {
  readonly [K in keyof T]: T[K] extends (infer U)[] | undefined
    ? readonly U[] | Exclude<T[K], unknown[]>
    : T[K];
};

/** What a client sends: every field optional, defaults filled by the server. */
export type MatchesRequest = ReadonlyLists<z.input<typeof matchesListRequestSchema>>;

/** POST {market}/matches/dynamic: an advanced pack by name over the filters. */
export const dynamicMatchesRequestSchema = matchesQuerySchema.extend({ strategyPack: packName });

// Jumps and pumps are crypto pages: the source must serve crypto.
const cryptoSource = z
  .string()
  .min(1)
  .max(32)
  .refine((name) => sourceByName(name)?.markets.includes('crypto') === true, 'request.invalid');

/** POST crypto/matches/jumps: one page of a crypto source's jump events. */
export const jumpsRequestSchema = z.object({
  source: cryptoSource,
  page: pageNumberSchema.default(1),
  pageSize: matchesPageSizeSchema.default(25),
});

/** A window pumps are measured over, in minutes: 12 hours, a day or a week. */
export const pumpWindowSchema = z.literal(PUMPS_TIMEFRAMES);
export type PumpWindow = z.infer<typeof pumpWindowSchema>;

/** POST crypto/matches/pumps: a crypto source's pumping pairs, narrowed by quotes, bases and windows. */
export const pumpsRequestSchema = z.object({
  source: cryptoSource,
  quotes: symbols.optional(),
  // "all" (or none) means every base.
  bases: symbols.optional(),
  /** The windows pumps are measured over, in minutes: 12 hours, a day, a week; none means all three. */
  timeframes: z.array(pumpWindowSchema).max(3).optional(),
});
