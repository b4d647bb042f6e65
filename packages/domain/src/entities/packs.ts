import { z } from 'zod';
import { DEFAULTS } from '../markets';
import { pivotTypeSchema } from './match';
import {
  ENTITY_BOUNDS,
  listOf,
  namedRecordOf,
  nameSchema,
  sourceNameSchema,
  strategyIdSchema,
  symbolSchema,
  timeframeSchema,
  titleSchema,
  unixSecondsSchema,
} from './primitives';
import { boundedRange } from './range';

/** Fields every pack shares (spec §3 Packs). System (Ata) packs are not editable. */
export const packFields = {
  name: nameSchema,
  title: titleSchema,
  enable: z.boolean(),
  createDate: unixSecondsSchema,
  /** Order in the pack list; reordering rewrites it. */
  position: z.number().int().nonnegative(),
  isEditable: z.boolean(),
  /** The settings section the pack lives in (UserAssetPacks, AtaSimpleStrategyPacks ...). */
  settingsName: nameSchema,
  /** Shown with a lock: a system pack the user's plan does not open. */
  lock: z.boolean(),
};

export const assetPackSchema = z.object({
  ...packFields,
  assets: listOf(symbolSchema, ENTITY_BOUNDS.assets),
});
export type AssetPack = z.infer<typeof assetPackSchema>;

export const simpleStrategyPackSchema = z.object({
  ...packFields,
  strategiesIds: listOf(strategyIdSchema, ENTITY_BOUNDS.strategies),
});
export type SimpleStrategyPack = z.infer<typeof simpleStrategyPackSchema>;

/** Passed candle is stored 0-1000 and distance 0-100 percent (spec §3); the selector offers 0-100 (§5). */
export const PASSED_CANDLE_BOUNDS = { from: 0, to: 1000 } as const;
export const DISTANCE_BOUNDS = { from: 0, to: 100 } as const;

/** One strategy of an advanced pack with its timeframes and windows; entries are joined by "and". */
export const advancedStrategyEntrySchema = z.object({
  strategyId: strategyIdSchema,
  timeframe: z
    .array(timeframeSchema)
    .max(13)
    .default(() => [DEFAULTS.advancedTimeframe]),
  relation: z.literal('and').default('and'),
  passedCandle: boundedRange(z.number().int().min(0).max(PASSED_CANDLE_BOUNDS.to)).default(() => ({
    ...PASSED_CANDLE_BOUNDS,
  })),
  distance: boundedRange(z.number().min(0).max(DISTANCE_BOUNDS.to)).default(() => ({ ...DISTANCE_BOUNDS })),
  /** Empty: any pivot. */
  pivotType: z
    .array(pivotTypeSchema)
    .max(5)
    .default(() => []),
});
export type AdvancedStrategyEntry = z.infer<typeof advancedStrategyEntrySchema>;

export const advancedStrategyPackSchema = z.object({
  ...packFields,
  type: z.literal('advance'),
  items: listOf(advancedStrategyEntrySchema, ENTITY_BOUNDS.advancedEntries),
});
export type AdvancedStrategyPack = z.infer<typeof advancedStrategyPackSchema>;

export const WEBHOOK_URL_MAX = 2048;

export const SEND_TYPES = ['email', 'bot'] as const;
export type SendType = (typeof SEND_TYPES)[number];

/** Alert bases: listed assets, every asset, or asset-pack names mapped to the assets chosen from them. */
export const alertBasesSchema = z.union([
  z.literal('all'),
  listOf(symbolSchema, ENTITY_BOUNDS.assets),
  namedRecordOf(listOf(symbolSchema, ENTITY_BOUNDS.assets)),
]);
export type AlertBases = z.infer<typeof alertBasesSchema>;

export const alertPackSchema = z.object({
  ...packFields,
  sources: listOf(sourceNameSchema, 20),
  bases: alertBasesSchema,
  quotes: listOf(symbolSchema),
  items: listOf(advancedStrategyEntrySchema, ENTITY_BOUNDS.advancedEntries),
  sendTypes: z.array(z.enum(SEND_TYPES)).max(SEND_TYPES.length),
  /** Beyond the spec: matches of this pack are also POSTed, signed, to this URL (validateWebhookUrl's rule). */
  webhookUrl: z.string().max(WEBHOOK_URL_MAX).optional(),
});
export type AlertPack = z.infer<typeof alertPackSchema>;

/** Deleting a pack sets its entry to false (spec §4), so a section maps names to a pack or false. */
export const packRecordOf = <T extends z.ZodType>(pack: T) =>
  namedRecordOf(z.union([pack, z.literal(false)]));

export const assetPackRecordSchema = packRecordOf(assetPackSchema);
export const simpleStrategyPackRecordSchema = packRecordOf(simpleStrategyPackSchema);
export const advancedStrategyPackRecordSchema = packRecordOf(advancedStrategyPackSchema);
export const alertPackRecordSchema = packRecordOf(alertPackSchema);

export type PackRecord<T> = Record<string, T | false>;
