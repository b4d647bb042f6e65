import {
  type AccessHolder,
  activeTiers,
  can,
  canUseSimpleStrategyPack,
  type InstallmentEntry,
  limitationsOf,
  MARKETS,
  type Market,
  type PaidTier,
  remainingDaysOf,
  repairSettings,
  type Tip,
  type UnixSeconds,
  type User,
  type UserFeedback,
  unixSecondsFromMillis,
} from '@tradescope/domain';
import type { SystemPacks } from '../system-packs';
import { accessHolderOf, planHolderOf, xmoonGated } from './stored-access';
import type { UserRecord } from './users-repo';

/**
 * What other modules add to GET user: gifts and installments (billing), tips and a quote (content), avatar, ICT
 * (uploads), the linked alert bot (verification).
 */
export type UserExtras = {
  avatarUrl: string | null;
  remainingGifts: number;
  /** Until when activated gifts alone keep each group's tiers open (billing giftCoverOf), unix seconds. */
  giftCover: Record<'crypto' | 'global', Partial<Record<PaidTier, number>>>;
  installment: InstallmentEntry[];
  userTips: Tip[];
  user_feedback: UserFeedback[];
  ictData: User['ictData'];
  alertBot: User['alertBot'];
};

// The badge names the strongest tier a user holds (spec §6 badges: hero, xmoon, pro, then ict).
const PLAN_ORDER: readonly PaidTier[] = ['hero', 'xmoon', 'pro', 'ict'];

/** The strongest tier held; 'gift' when gifts alone opened it (its expiry is no later than the gifts' cover). */
const planOf = (
  tiers: readonly PaidTier[],
  expiries: Readonly<Partial<Record<PaidTier, number | null>>> | null | undefined,
  gifted: Partial<Record<PaidTier, number>>,
): string => {
  const tier = PLAN_ORDER.find((held) => tiers.includes(held));
  if (tier === undefined) return 'free';
  const expiry = expiries?.[tier];
  const cover = gifted[tier];
  return cover !== undefined && typeof expiry === 'number' && expiry <= cover ? 'gift' : tier;
};

const seconds = (ms: number | null) => (ms === null ? null : unixSecondsFromMillis(ms));

/**
 * The system packs as this user sees them: a strategy pack the plan does not open carries lock (spec §3), so the
 * screens show it with a lock and the upgrade modal rather than an empty list.
 */
const lockedFor = (
  holder: AccessHolder,
  market: Market,
  now: UnixSeconds,
  packs: SystemPacks[Market],
): SystemPacks[Market] => {
  const lock = <T extends object>(pack: T | false, locked: boolean): T | false =>
    pack === false ? false : { ...pack, lock: locked };
  const advancedLocked = !can(holder, 'advanceStrategyPacks.add', market, now);
  return {
    AtaAssetPacks: packs.AtaAssetPacks,
    AtaSimpleStrategyPacks: Object.fromEntries(
      Object.entries(packs.AtaSimpleStrategyPacks).map(([name, pack]) => [
        name,
        lock(pack, !canUseSimpleStrategyPack(holder, name, market, now)),
      ]),
    ),
    AtaAdvanceStrategyPacks: Object.fromEntries(
      Object.entries(packs.AtaAdvanceStrategyPacks).map(([name, pack]) => [name, lock(pack, advancedLocked)]),
    ),
  };
};

/** The spec §3 User, as GET user returns it. Settings are repaired on the way out (spec §4 schema fix). */
export const toUserView = (
  row: UserRecord,
  extras: UserExtras,
  systemPacks: SystemPacks,
  nowMs: number,
): User => {
  const now = unixSecondsFromMillis(nowMs);
  const holder = accessHolderOf(row);
  // The plan a user holds is shown whether or not XMoon is enabled yet (the profile offers to enable it).
  const plans = planHolderOf(row);
  const stored = row.accessMaps;
  // The maps the web decides locks by: XMoon days open nothing there either until XMoon is enabled.
  const served = xmoonGated(stored, row.xmoon_enabled);
  const remainingDays = remainingDaysOf(stored, now);
  const { settings: repaired } = repairSettings(JSON.parse(row.settings_json));
  // System packs are the server's, whatever the stored document says.
  const settings = { ...repaired };
  for (const market of MARKETS)
    settings[market] = { ...repaired[market], ...lockedFor(holder, market, now, systemPacks[market]) };
  // Pack caps differ per market group; the profile shows the larger of the two.
  const caps = MARKETS.map((market) => limitationsOf(holder, market, now));
  const limitations = {
    'asset-packs': Math.max(...caps.map((cap) => cap['asset-packs'])),
    'simple-strategy-packs': Math.max(...caps.map((cap) => cap['simple-strategy-packs'])),
    'advance-strategy-packs': Math.max(...caps.map((cap) => cap['advance-strategy-packs'])),
    alerts: Math.max(...caps.map((cap) => cap.alerts)),
  };
  return {
    settings,
    cid: row.id,
    displayName: row.display_name,
    nationalCode: row.national_code,
    email: row.email,
    emailVerified: row.email_verified === 1,
    phoneNumber: row.phone_number,
    phoneNumberVerified: row.phone_verified === 1,
    avatar: extras.avatarUrl,
    registerDate: unixSecondsFromMillis(row.register_date),
    plan: planOf(activeTiers(plans, 'crypto', now), plans.access, extras.giftCover.crypto),
    globalPlan: planOf(activeTiers(plans, 'currencies', now), plans.globalAccess, extras.giftCover.global),
    role: row.role,
    remainingGifts: extras.remainingGifts,
    remainedDays: remainingDays.crypto,
    globalRemainedDays: remainingDays.global,
    falconRemainedDays: remainingDays.falcon,
    remainingDays,
    ictData: extras.ictData,
    lastChargeDate: seconds(row.last_charge_date),
    lastChargeDays: row.last_charge_date === null ? null : row.last_charge_days,
    cryptoFreezeStatus: row.crypto_freeze_status,
    schemaLastUpdate: settings.schemaLastUpdate,
    user_feedback: extras.user_feedback,
    userTips: extras.userTips,
    installment: extras.installment,
    limitations,
    access: { ict: null, hero: null, xmoon: null, pro: null, ...served.access },
    globalAccess: { ict: null, hero: null, xmoon: null, pro: null, ...served.globalAccess },
    falconAccess: { ict: null, hero: null, xmoon: null, pro: null, ...served.falconAccess },
    limitedAccess: { ict: null, hero: null, xmoon: null, pro: null, limited: null, ...served.limitedAccess },
    alertBot: extras.alertBot,
  };
};
