import { z } from 'zod';
import { pivotTypeSchema } from './match';
import {
  advancedStrategyPackRecordSchema,
  alertPackRecordSchema,
  assetPackRecordSchema,
  simpleStrategyPackRecordSchema,
} from './packs';
import { listOf, nameSchema, sourceNameSchema, symbolSchema, timeframeSchema } from './primitives';
import { rangeValueSchema } from './range';

const quotesSchema = listOf(symbolSchema);
const timeframesSchema = z.array(timeframeSchema).max(13);
/** The reserved asset pack "all" stands for every asset (spec §5 treats the name as taken). */
const assetPacksSchema = listOf(nameSchema, 100);

/** Assets page filters (spec §3): quote may be one or many. */
export const assetsSettingsSchema = z.object({
  source: sourceNameSchema,
  quote: z.union([symbolSchema, quotesSchema]),
  assetPacks: assetPacksSchema,
  price: rangeValueSchema,
  change: rangeValueSchema,
  volume: rangeValueSchema,
  marketcap: rangeValueSchema,
});

/** Radar: one source, one base or "all", many quotes and timeframes (spec §5). */
export const radarSettingsSchema = z.object({
  strategyPack: nameSchema,
  source: sourceNameSchema,
  base: symbolSchema,
  quote: quotesSchema,
  timeframes: timeframesSchema,
});

/** Filters every matches page shares. */
const matchesPageFields = {
  source: sourceNameSchema,
  quote: quotesSchema,
  pivotType: z.array(pivotTypeSchema).max(5),
  showDetailsPreview: z.boolean(),
  price: rangeValueSchema,
  change: rangeValueSchema,
  volume: rangeValueSchema,
};

/** Periscope: a simple strategy pack matched against asset packs. */
export const periscopeSettingsSchema = z.object({
  ...matchesPageFields,
  strategyPack: nameSchema,
  assetPack: assetPacksSchema,
});

/** Dynamic: an advanced pack (null until one is chosen) over an asset pack or all, with timeframes. */
export const dynamicSettingsSchema = z.object({
  ...matchesPageFields,
  strategyPack: nameSchema.nullable(),
  assetPack: z.union([z.literal('all'), assetPacksSchema]),
  timeframes: timeframesSchema,
});

export const pumpsSettingsSchema = z.object({
  source: sourceNameSchema,
  base: symbolSchema,
  quote: quotesSchema,
  timeframes: timeframesSchema,
});

/** One market's settings: page filters and the pack sections (spec §3 Settings). */
export const marketSettingsSchema = z.object({
  Assets: assetsSettingsSchema,
  Radar: radarSettingsSchema,
  Periscope: periscopeSettingsSchema,
  DynamicPro: dynamicSettingsSchema,
  Pumps: pumpsSettingsSchema,
  UserAssetPacks: assetPackRecordSchema,
  AtaAssetPacks: assetPackRecordSchema,
  UserSimpleStrategyPacks: simpleStrategyPackRecordSchema,
  AtaSimpleStrategyPacks: simpleStrategyPackRecordSchema,
  UserAdvanceStrategyPacks: advancedStrategyPackRecordSchema,
  AtaAdvanceStrategyPacks: advancedStrategyPackRecordSchema,
  Alerts: alertPackRecordSchema,
});
export type MarketSettings = z.infer<typeof marketSettingsSchema>;
export type MarketSettingsSection = keyof MarketSettings;

/** Page filter sections: each has a source, and a settings fix checks it. */
export const PAGE_SECTIONS = ['Assets', 'Radar', 'Periscope', 'DynamicPro', 'Pumps'] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];

export const PACK_SECTION_NAMES = [
  'UserAssetPacks',
  'AtaAssetPacks',
  'UserSimpleStrategyPacks',
  'AtaSimpleStrategyPacks',
  'UserAdvanceStrategyPacks',
  'AtaAdvanceStrategyPacks',
  'Alerts',
] as const satisfies readonly MarketSettingsSection[];
export type PackSectionName = (typeof PACK_SECTION_NAMES)[number];
