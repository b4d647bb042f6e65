import type { z } from 'zod';
import {
  advancedStrategyPackSchema,
  alertPackSchema,
  assetPackSchema,
  ENTITY_BOUNDS,
  nameSchema,
  type PackSectionName,
  simpleStrategyPackSchema,
} from '../entities';
import { isSourceOf, type Market, type SourceName } from '../markets';
import { type Changes, isPlainObject, join, sameValue } from './changes';

const PACK_SCHEMAS = {
  UserAssetPacks: assetPackSchema,
  AtaAssetPacks: assetPackSchema,
  UserSimpleStrategyPacks: simpleStrategyPackSchema,
  AtaSimpleStrategyPacks: simpleStrategyPackSchema,
  UserAdvanceStrategyPacks: advancedStrategyPackSchema,
  AtaAdvanceStrategyPacks: advancedStrategyPackSchema,
  Alerts: alertPackSchema,
} as const satisfies Record<PackSectionName, z.ZodType>;

/**
 * Spec §4: an alert on a source the market no longer supports is disabled, not deleted, so the user can
 * edit it. Names no source of the market at all are dropped so the alert stays a valid document.
 */
const disableUnsupportedAlert = (
  raw: Record<string, unknown>,
  market: Market,
  supported: readonly SourceName[],
  path: string,
  changes: Changes,
): Record<string, unknown> => {
  if (!Array.isArray(raw.sources)) return raw;
  const sources: unknown[] = raw.sources;
  const known = sources.filter((source) => isSourceOf(market, source));
  const unsupported = sources.some((source) => !supported.includes(source as SourceName));
  const alert: Record<string, unknown> = { ...raw, sources: known };
  if (known.length !== sources.length) changes.note(join(path, 'sources'));
  if (unsupported && raw.enable !== false) {
    alert.enable = false;
    changes.note(join(path, 'enable'));
  }
  return alert;
};

/** Keeps valid packs and deletions; a pack that cannot be read is set to false, as deleting would. */
export const repairPackRecord = (
  section: PackSectionName,
  raw: unknown,
  market: Market,
  supported: readonly SourceName[],
  path: string,
  changes: Changes,
): Record<string, unknown> => {
  if (!isPlainObject(raw)) {
    changes.note(path);
    return {};
  }
  const record: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    const at = join(path, name);
    if (!nameSchema.safeParse(name).success || Object.keys(record).length >= ENTITY_BOUNDS.packsPerSection) {
      changes.note(at);
      continue;
    }
    if (value === false) {
      record[name] = false;
      continue;
    }
    const candidate =
      section === 'Alerts' && isPlainObject(value)
        ? disableUnsupportedAlert(value, market, supported, at, changes)
        : value;
    const parsed = PACK_SCHEMAS[section].safeParse(candidate);
    // Stripped keys and filled defaults count too: the stored pack differs from the repaired one.
    if (!parsed.success || !sameValue(parsed.data, candidate)) changes.note(at);
    record[name] = parsed.success ? parsed.data : false;
  }
  return record;
};
