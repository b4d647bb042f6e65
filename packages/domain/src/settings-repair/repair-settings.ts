import {
  defaultMarketSettings,
  defaultSettings,
  type MarketSettings,
  marketSettingsSchema,
  PACK_SECTION_NAMES,
  PAGE_SECTIONS,
  SETTINGS_SCHEMA_LAST_UPDATE,
  SETTINGS_SWITCHES,
  type Settings,
  settingsSchema,
} from '../entities';
import { MARKETS, type Market, type SourceName } from '../markets';
import { Changes, isPlainObject, join } from './changes';
import { repairFields } from './repair-fields';
import { repairPackRecord } from './repair-packs';
import { allowedSourcesOf, type RepairContext } from './source-rules';

export interface RepairResult {
  readonly settings: Settings;
  /** Dotted paths that were reset, disabled or dropped; empty when the document was already sound. */
  readonly changed: readonly string[];
}

const repairMarket = (
  raw: unknown,
  market: Market,
  context: RepairContext,
  changes: Changes,
): MarketSettings => {
  const defaults = defaultMarketSettings(market);
  if (!isPlainObject(raw)) {
    // A missing market is one change; its defaults still pass the source rules of this context.
    changes.note(market);
    return repairMarket({}, market, context, new Changes());
  }
  const allowed = allowedSourcesOf(market, context);
  const fallback = allowed[0] as SourceName;
  const repaired = { ...defaults };
  for (const section of PAGE_SECTIONS) {
    const path = join(market, section);
    const page = repairFields(
      marketSettingsSchema.shape[section].shape,
      raw[section],
      defaults[section],
      path,
      changes,
    );
    // Spec §4: crypto sources outside the settings list reset to its first; stocks forced to the first.
    if (!allowed.includes(page.source)) {
      page.source = fallback;
      changes.note(join(path, 'source'));
    }
    Object.assign(repaired, { [section]: page });
  }
  for (const section of PACK_SECTION_NAMES) {
    const path = join(market, section);
    Object.assign(repaired, {
      [section]: repairPackRecord(section, raw[section], market, allowed, path, changes),
    });
  }
  for (const key of Object.keys(raw)) {
    if (!Object.hasOwn(defaults, key)) changes.note(join(market, key));
  }
  return repaired;
};

/**
 * The settings fix run after a schema change (spec §4). Takes whatever document was stored, keeps every
 * sound value, fills missing markets and sections from the defaults, resets sources outside the allowed
 * lists, disables alerts on unsupported sources, drops unknown keys and stamps the current
 * schemaLastUpdate. Pure and idempotent: repairing a repaired document changes nothing, and `changed` is
 * empty exactly when the result equals the input.
 */
export const repairSettings = (input: unknown, context: RepairContext = {}): RepairResult => {
  if (!isPlainObject(input)) {
    return { settings: repairSettings({}, context).settings, changed: ['settings'] };
  }
  const defaults = defaultSettings();
  const stamp = context.schemaLastUpdate ?? SETTINGS_SCHEMA_LAST_UPDATE;
  const changes = new Changes();
  const repaired: Record<string, unknown> = {};
  for (const key of SETTINGS_SWITCHES) {
    const parsed = settingsSchema.shape[key].safeParse(input[key]);
    repaired[key] = parsed.success ? parsed.data : defaults[key];
    if (!parsed.success) changes.note(key);
  }
  for (const key of Object.keys(input)) {
    if (!Object.hasOwn(defaults, key)) changes.note(key);
  }
  if (repaired.schemaLastUpdate !== stamp) {
    repaired.schemaLastUpdate = stamp;
    if (!changes.paths.includes('schemaLastUpdate')) changes.note('schemaLastUpdate');
  }
  for (const market of MARKETS) repaired[market] = repairMarket(input[market], market, context, changes);
  return { settings: repaired as Settings, changed: changes.paths };
};
