import { z } from 'zod';
import { MARKETS, type Market } from '../markets';
import {
  advancedStrategyEntrySchema,
  advancedStrategyPackSchema,
  alertPackSchema,
  assetPackSchema,
  DISTANCE_BOUNDS,
  PASSED_CANDLE_BOUNDS,
  packRecordOf,
  simpleStrategyPackSchema,
} from './packs';
import { ENTITY_BOUNDS, finiteSchema, listOf, strategyIdSchema } from './primitives';
import { settingsSchema } from './settings';
import { marketSettingsSchema } from './settings-sections';

/** A name as typed: the pack rules, not the schema, refuse an empty one (market.empty-name). */
const typedNameSchema = z.string().max(ENTITY_BOUNDS.name);
/** A window as typed: the pack rules name one out of its bounds (market.distance-out-of-range). */
const typedRangeSchema = z.object({ from: finiteSchema, to: finiteSchema });

/** An advanced row as the editor sends it: the trailing blank row has no strategy yet (spec §5: dropped on save). */
export const submittedEntrySchema = advancedStrategyEntrySchema.extend({
  strategyId: strategyIdSchema.nullable(),
  passedCandle: typedRangeSchema.default(() => ({ ...PASSED_CANDLE_BOUNDS })),
  distance: typedRangeSchema.default(() => ({ ...DISTANCE_BOUNDS })),
});

const submittedMarketSettingsSchema = marketSettingsSchema.extend({
  UserAssetPacks: packRecordOf(assetPackSchema.extend({ name: typedNameSchema })),
  UserSimpleStrategyPacks: packRecordOf(simpleStrategyPackSchema.extend({ name: typedNameSchema })),
  UserAdvanceStrategyPacks: packRecordOf(
    advancedStrategyPackSchema.extend({
      name: typedNameSchema,
      items: listOf(submittedEntrySchema, ENTITY_BOUNDS.advancedEntries),
    }),
  ),
  Alerts: packRecordOf(
    alertPackSchema.extend({
      name: typedNameSchema,
      items: listOf(submittedEntrySchema, ENTITY_BOUNDS.advancedEntries),
    }),
  ),
});

/**
 * The body of POST user/settings/edit: the settings document, with the user's own packs taken as typed so that the
 * domain's pack rules answer with the spec's keys. Only what settingsSchema accepts after those rules is stored.
 */
export const settingsSubmissionSchema = z.object({
  ...settingsSchema.shape,
  ...(Object.fromEntries(MARKETS.map((market) => [market, submittedMarketSettingsSchema])) as Record<
    Market,
    typeof submittedMarketSettingsSchema
  >),
});
export type SettingsSubmission = z.infer<typeof settingsSubmissionSchema>;
