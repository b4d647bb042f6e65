// Plans and access (spec §4, §6): who may see which market data, strategies and sections, and when.
export type { AccessHolder, ExpiryMap, LimitedAccess, ProfileHolder } from './access-holder';
export { type Badge, badgeOf } from './badges';
export {
  type AssetRef,
  allowedScope,
  canSeeAsset,
  canSeeMatch,
  type DataSection,
  type MatchRef,
} from './data-scope';
export {
  can,
  canUseSimpleStrategyPack,
  FEATURE_NAMES,
  FEATURES,
  type Feature,
  simpleStrategyPackRule,
  upgradeFor,
} from './features';
export { type DataScope, FREE_ALLOWANCES, type PairAllowance, pairAllowed } from './free-allowances';
export { type AccessGrant, type AccessMaps, type GrantGroup, grantAccess, grantAll } from './grant-access';
export {
  type AccessScope,
  activeTiers,
  effectiveExpiries,
  hasAccess,
  isLimited,
  ruleAllows,
} from './has-access';
export {
  LIMITATION_KEYS,
  LIMITATIONS,
  type LimitationKey,
  type Limitations,
  limitationsOf,
} from './limitations';
export { type MinimumPlan, minimumPlanFor, PLAN_FAMILIES, type PlanFamily } from './minimum-plan';
export {
  grantPlan,
  PLAN_DURATIONS,
  PLAN_GRANTS,
  PLAN_PRICES_USD,
  PLANS,
  type Plan,
  type PlanDuration,
  planById,
} from './plans';
export { LOCKABLE_PROFILE_TABS, type LockableProfileTab, profileTabLock } from './profile-tabs';
export { daysLeft, type RemainingDays, remainingDaysOf } from './remaining-days';
export {
  canToggleChat,
  ICT_VIDEO_ICON_THRESHOLD_DAYS,
  showsGiftIcon,
  showsIctVideoIcon,
  showsVerifyPhoneBanner,
} from './shell-signals';
export {
  JUMP_STRATEGY_GROUP,
  ruleOfTags,
  type StrategyAccessInput,
  type StrategyVisibility,
  strategyVisibility,
} from './strategy-visibility';
export {
  type AccessRule,
  ANY_PAID_TIER,
  isPaidTier,
  PAID_TIERS,
  type PaidTier,
  PLAN_NAMES,
  type PlanName,
  planNameOf,
  TIERS,
  type Tier,
} from './tiers';
export {
  addDays,
  SECONDS_PER_DAY,
  type UnixSeconds,
  unixSeconds,
  unixSecondsFromMillis,
} from './unix-seconds';
