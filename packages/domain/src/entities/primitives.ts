import { z } from 'zod';
import { LANGUAGES, MARKETS, SOURCE_NAMES, THEMES, TIMEFRAMES } from '../markets';

/**
 * Size caps on user-supplied documents. The spec gives no numbers; these sit far above real use (a
 * crypto exchange lists under 2000 bases, a user keeps tens of packs) and below what could hurt storage.
 */
export const ENTITY_BOUNDS = {
  name: 64,
  title: 128,
  symbol: 32,
  id: 64,
  text: 4000,
  url: 2048,
  shortList: 50,
  strategies: 500,
  assets: 2000,
  packsPerSection: 100,
  advancedEntries: 50,
} as const;

/** Keys that would reach an object's prototype are never valid names of packs or map entries. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const nameSchema = z
  .string()
  .min(1)
  .max(ENTITY_BOUNDS.name)
  .refine((name) => !PROTOTYPE_KEYS.has(name), 'reserved name');
export const titleSchema = z.string().max(ENTITY_BOUNDS.title);
export const textSchema = z.string().max(ENTITY_BOUNDS.text);
export const idSchema = z.string().min(1).max(ENTITY_BOUNDS.id);
/** A base or quote symbol (btc, usdt, xau, spx500) or the "all" option of base filters. */
export const symbolSchema = z.string().min(1).max(ENTITY_BOUNDS.symbol);
export const strategyIdSchema = z.number().int().nonnegative();
/**
 * A link the app opens: an absolute http(s) URL (any host, localhost included: the embedded mode runs there) or a
 * path on the app's own origin such as /api/v1/avatars/a.jpg. Never javascript: or protocol-relative //host.
 */
export const httpUrlSchema = z.union([
  z.url({ protocol: /^https?$/ }).max(ENTITY_BOUNDS.url),
  z
    .string()
    .max(ENTITY_BOUNDS.url)
    .regex(/^\/(?!\/)\S*$/),
]);
/** An optional link: empty text when absent. */
export const optionalUrlSchema = z.union([z.literal(''), httpUrlSchema]);

/** Every timestamp of the documents is whole seconds since the unix epoch (the unit of access expiries). */
export const unixSecondsSchema = z.number().int().nonnegative();
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const countSchema = z.number().int().nonnegative();
export const finiteSchema = z.number().finite();
/** Decimals of an instrument's prices, from its tick size (0 for whole units, 5 for most currency pairs). */
export const priceDecimalsSchema = z.number().int().min(0).max(10);
export const priceSchema = z.number().finite().nonnegative();

export const marketSchema = z.enum(MARKETS);
export const marketGroupSchema = z.enum(['crypto', 'global']);
export const sourceNameSchema = z.enum(SOURCE_NAMES);
export const timeframeSchema = z.literal(TIMEFRAMES);
export const languageSchema = z.enum(LANGUAGES);
export const themeSchema = z.enum(THEMES);

export const listOf = <T extends z.ZodType>(item: T, max: number = ENTITY_BOUNDS.shortList) =>
  z.array(item).max(max);

/** A map of user-chosen names: bounded in size, keys are pack-like names. */
export const namedRecordOf = <T extends z.ZodType>(value: T, max: number = ENTITY_BOUNDS.packsPerSection) =>
  z.record(nameSchema, value).refine((record) => Object.keys(record).length <= max, `at most ${max} entries`);

/** Content written in both languages of the product (spec §1: en, fa). */
export const perLanguageSchema = z.object({ en: textSchema, fa: textSchema });
