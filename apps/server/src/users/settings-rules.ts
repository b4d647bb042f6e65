import {
  type AccessHolder,
  limitationsOf,
  MARKETS,
  type Market,
  type MarketSettings,
  repairSettings,
  type Settings,
  type UnixSeconds,
  validateAdvancedPack,
  validateAlertPack,
  validateAssetPack,
  validateSimplePack,
} from '@tradescope/domain';
import { HttpError } from '../http';
import type { SystemPacks } from '../system-packs';

type FieldError = { field: string; key: string };

/** Each user pack section, the limitation that caps it, and the domain rule that checks one of its packs. */
const USER_PACK_SECTIONS = [
  { section: 'UserAssetPacks', cap: 'asset-packs' },
  { section: 'UserSimpleStrategyPacks', cap: 'simple-strategy-packs' },
  { section: 'UserAdvanceStrategyPacks', cap: 'advance-strategy-packs' },
  { section: 'Alerts', cap: 'alerts' },
] as const;
type UserPackSection = (typeof USER_PACK_SECTIONS)[number]['section'];

const livePacks = (record: MarketSettings[UserPackSection]) =>
  Object.entries(record).filter(
    (entry): entry is [string, Exclude<(typeof entry)[1], false>] => entry[1] !== false,
  );

/** Runs the domain rule over every pack of a section; answers the cleaned packs (names trimmed, blank rows dropped). */
const checkPacks = (market: Market, section: UserPackSection, settings: MarketSettings) => {
  const packs = livePacks(settings[section]);
  const errors: FieldError[] = [];
  const record: Record<string, unknown> = { ...settings[section] };
  for (const [key, pack] of packs) {
    const context = {
      existingNames: packs.filter(([other]) => other !== key).map(([, other]) => other.name),
    };
    const result =
      section === 'UserAssetPacks'
        ? validateAssetPack(pack as Parameters<typeof validateAssetPack>[0], { ...context, market })
        : section === 'UserSimpleStrategyPacks'
          ? validateSimplePack(pack as Parameters<typeof validateSimplePack>[0], context)
          : section === 'UserAdvanceStrategyPacks'
            ? validateAdvancedPack(pack as Parameters<typeof validateAdvancedPack>[0], context)
            : validateAlertPack(pack as Parameters<typeof validateAlertPack>[0], context);
    if (result.ok) record[key] = result.value;
    else
      errors.push(
        ...result.errors.map((error) => ({
          field: `${market}.${section}.${key}.${error.field}`,
          key: error.key,
        })),
      );
  }
  return { record: record as MarketSettings[UserPackSection], errors };
};

/**
 * Checks a whole settings document before it is stored (spec §4, §5): every user pack passes its rule, pack counts
 * stay within the plan's limitations (a user over the cap after a downgrade may keep, but not add), system (Ata)
 * packs are the server's, and the schema repair runs last.
 */
export const settingsToStore = (
  submitted: Settings,
  stored: Settings,
  systemPacks: SystemPacks,
  holder: AccessHolder,
  now: UnixSeconds,
): Settings => {
  const errors: FieldError[] = [];
  const merged: Settings = { ...submitted };
  for (const market of MARKETS) {
    const next = { ...submitted[market], ...systemPacks[market] };
    const caps = limitationsOf(holder, market, now);
    for (const { section, cap } of USER_PACK_SECTIONS) {
      const checked = checkPacks(market, section, next);
      errors.push(...checked.errors);
      (next as Record<UserPackSection, unknown>)[section] = checked.record;
      const count = livePacks(next[section]).length;
      const allowed = Math.max(caps[cap], livePacks(stored[market][section]).length);
      if (count > allowed) errors.push({ field: `${market}.${section}`, key: 'market.max-packs' });
    }
    merged[market] = next;
  }
  if (errors.length > 0) throw new HttpError(400, errors[0]!.key, errors);
  return repairSettings(merged).settings;
};
