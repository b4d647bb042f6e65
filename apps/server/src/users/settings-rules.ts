import {
  type AccessHolder,
  limitationsOf,
  MARKETS,
  type Market,
  type MarketSettings,
  repairSettings,
  type Settings,
  type SettingsSubmission,
  settingsSchema,
  type UnixSeconds,
  validateAdvancedPack,
  validateAlertPack,
  validateAssetPack,
  validateSimplePack,
  type WebhookUrlPolicy,
  webhookUrlIssue,
} from '@tradescope/domain';
import { HttpError } from '../http';
import type { SystemPacks } from '../system-packs';

type FieldError = { field: string; key: string; params?: Readonly<Record<string, number | string>> };

/** Each user pack section, the limitation that caps it and the key naming the cap (spec §8 words the alerts'). */
const USER_PACK_SECTIONS = [
  { section: 'UserAssetPacks', cap: 'asset-packs', capKey: 'market.max-packs' },
  { section: 'UserSimpleStrategyPacks', cap: 'simple-strategy-packs', capKey: 'market.max-packs' },
  { section: 'UserAdvanceStrategyPacks', cap: 'advance-strategy-packs', capKey: 'market.max-packs' },
  { section: 'Alerts', cap: 'alerts', capKey: 'market.alerts-tab.max-alerts' },
] as const;
type UserPackSection = (typeof USER_PACK_SECTIONS)[number]['section'];
type SubmittedMarket = SettingsSubmission[Market];

const BOT_NEEDS_PHONE = 'market.alerts-tab.bot-needs-verified-phone';

type LivePack = { readonly name: string };

/** A section's packs that are not deleted (a deleted pack is stored as false, spec §4). */
const livePacks = (record: object): [string, LivePack][] =>
  Object.entries(record).filter((entry): entry is [string, LivePack] => entry[1] !== false);

/** Runs the domain rule over every pack of a section; answers the cleaned packs (names trimmed, blank rows dropped). */
const checkPacks = (market: Market, section: UserPackSection, settings: SubmittedMarket) => {
  const packs = livePacks(settings[section]);
  const errors: FieldError[] = [];
  const record: Record<string, unknown> = { ...settings[section] };
  for (const [key, pack] of packs) {
    const context = {
      existingNames: packs.filter(([other]) => other !== key).map(([, other]) => other.name),
    };
    const result =
      section === 'UserAssetPacks'
        ? validateAssetPack(pack as unknown as Parameters<typeof validateAssetPack>[0], {
            ...context,
            market,
          })
        : section === 'UserSimpleStrategyPacks'
          ? validateSimplePack(pack as unknown as Parameters<typeof validateSimplePack>[0], context)
          : section === 'UserAdvanceStrategyPacks'
            ? validateAdvancedPack(pack as unknown as Parameters<typeof validateAdvancedPack>[0], context)
            : validateAlertPack(pack as unknown as Parameters<typeof validateAlertPack>[0], context);
    if (result.ok) record[key] = result.value;
    else
      errors.push(
        ...result.errors.map((error) => ({
          field: `${market}.${section}.${key}.${error.field}`,
          key: error.key,
          ...(error.params ? { params: error.params } : {}),
        })),
      );
  }
  return { record, errors };
};

const sendsByBot = (pack: unknown): boolean =>
  typeof pack === 'object' &&
  pack !== null &&
  (pack as { sendTypes?: string[] }).sendTypes?.includes('bot') === true;

/**
 * Spec §4: the bot needs a verified phone. An alert that already sent by the bot keeps doing so (the phone may have
 * changed since); adding the bot to an alert is refused.
 */
const botErrors = (market: Market, submitted: SubmittedMarket, stored: MarketSettings): FieldError[] =>
  livePacks(submitted.Alerts)
    .filter(([key, pack]) => sendsByBot(pack) && !sendsByBot(stored.Alerts[key]))
    .map(([key]) => ({ field: `${market}.Alerts.${key}.sendTypes`, key: BOT_NEEDS_PHONE }));

/** Beyond the spec: an alert pack's webhook must be a public https address (webhookUrlIssue); empty means none. */
const webhookErrors = (market: Market, submitted: SubmittedMarket, policy: WebhookUrlPolicy): FieldError[] =>
  livePacks(submitted.Alerts).flatMap(([key, pack]) => {
    const url = (pack as { webhookUrl?: string }).webhookUrl;
    const issue = url === undefined || url === '' ? undefined : webhookUrlIssue(url, policy);
    return issue === undefined ? [] : [{ field: `${market}.Alerts.${key}.webhookUrl`, key: issue }];
  });

/**
 * Checks a whole settings document before it is stored (spec §4, §5): every user pack passes its rule, pack counts
 * stay within the plan's limitations (a user over the cap after a downgrade may keep, but not add), system (Ata)
 * packs are the server's, and the schema repair runs last.
 */
export const settingsToStore = (
  submitted: SettingsSubmission,
  stored: Settings,
  systemPacks: SystemPacks,
  user: { holder: AccessHolder; phoneVerified: boolean },
  now: UnixSeconds,
  webhookPolicy: WebhookUrlPolicy = { allowLoopback: false },
): Settings => {
  const errors: FieldError[] = [];
  const merged: Record<string, unknown> = { ...submitted };
  for (const market of MARKETS) {
    const next: Record<string, unknown> = { ...submitted[market], ...systemPacks[market] };
    const caps = limitationsOf(user.holder, market, now);
    if (!user.phoneVerified) errors.push(...botErrors(market, submitted[market], stored[market]));
    errors.push(...webhookErrors(market, submitted[market], webhookPolicy));
    for (const { section, cap, capKey } of USER_PACK_SECTIONS) {
      const checked = checkPacks(market, section, submitted[market]);
      errors.push(...checked.errors);
      next[section] = checked.record;
      const count = livePacks(checked.record).length;
      const allowed = Math.max(caps[cap], livePacks(stored[market][section]).length);
      if (count > allowed)
        errors.push({ field: `${market}.${section}`, key: capKey, params: { count: allowed } });
    }
    merged[market] = next;
  }
  if (errors.length > 0) throw new HttpError(400, errors[0]!.key, errors);
  // The rules passed and cleaned the packs (names trimmed, blank rows dropped): what is stored is a settings document.
  return repairSettings(settingsSchema.parse(merged)).settings;
};
