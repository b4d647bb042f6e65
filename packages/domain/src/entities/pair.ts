import { z } from 'zod';
import {
  countSchema,
  finiteSchema,
  idSchema,
  priceDecimalsSchema,
  priceSchema,
  sourceNameSchema,
  symbolSchema,
  titleSchema,
} from './primitives';

/** Buy, sell and neutral matches an asset currently has: the status column of the assets table. */
export const matchesCountByPositionSchema = z.object({
  buy: countSchema,
  sell: countSchema,
  neutral: countSchema,
});

/** A tradable pair on one source, with its 24 h market statistics (spec §3 Pair/asset). */
export const pairSchema = z.object({
  id: idSchema,
  base: symbolSchema,
  quote: symbolSchema,
  pair: titleSchema,
  name: titleSchema,
  price: priceSchema,
  sourceSymbol: symbolSchema,
  volume: priceSchema,
  volume24h: priceSchema,
  /** Percent, signed. */
  change24h: finiteSchema,
  /** Forex, commodities and indices have no market cap or rank. */
  marketcap: priceSchema.nullable(),
  rank: countSchema.nullable(),
  logo: z.string().max(2048).nullable(),
  /** A quote-type asset (usdt, usd) is hidden from asset pickers. */
  isQuote: z.boolean(),
  source: sourceNameSchema,
  matchesCount: matchesCountByPositionSchema,
  /** Decimals of the instrument's prices (its tick size); every price of it is shown with them. */
  priceDecimals: priceDecimalsSchema.optional(),
});
export type Pair = z.infer<typeof pairSchema>;
