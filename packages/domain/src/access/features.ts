import type { Market } from '../markets';
import type { AccessHolder } from './access-holder';
import { hasAccess } from './has-access';
import { type MinimumPlan, minimumPlanFor } from './minimum-plan';
import { type AccessRule, ANY_PAID_TIER } from './tiers';
import type { UnixSeconds } from './unix-seconds';

const ICT_PRO_HERO = ['ict', 'pro', 'hero'] as const satisfies AccessRule;

interface FeatureEntry {
  readonly rule: AccessRule;
  /** `account` features are profile tabs, checked on the highest of all access maps (§6). */
  readonly scope: 'market' | 'account';
  readonly markets: 'all' | readonly Market[];
}

/**
 * Spec §6 feature table as data, keyed `section.action` after the spec's permission checks
 * (hasAccess('matchesNavBar','view'), hasAccess('advanceFilters','coinPrice'), add permissions).
 */
export const FEATURES = {
  'hintChannel.view': { rule: ICT_PRO_HERO, scope: 'account', markets: 'all' },
  'uploadVideo.view': { rule: ICT_PRO_HERO, scope: 'account', markets: 'all' },
  'jumps.view': { rule: ICT_PRO_HERO, scope: 'market', markets: ['crypto'] },
  'matchesNavBar.view': { rule: ICT_PRO_HERO, scope: 'market', markets: 'all' },
  // Making one's own simple pack is the table's "others" row; the system classic and xmoon packs
  // have their own rules below.
  'simpleStrategyPacks.add': { rule: ICT_PRO_HERO, scope: 'market', markets: 'all' },
  'advanceStrategyPacks.add': { rule: ANY_PAID_TIER, scope: 'market', markets: 'all' },
  'alerts.add': { rule: ANY_PAID_TIER, scope: 'market', markets: 'all' },
  'advanceFilters.coinPrice': { rule: ANY_PAID_TIER, scope: 'market', markets: 'all' },
  'advanceFilters.coinChange24h': { rule: ANY_PAID_TIER, scope: 'market', markets: 'all' },
  'advanceFilters.volume': { rule: ANY_PAID_TIER, scope: 'market', markets: 'all' },
  'assetPacks.add': { rule: 'free', scope: 'market', markets: 'all' },
} as const satisfies Record<string, FeatureEntry>;

export type Feature = keyof typeof FEATURES;
export const FEATURE_NAMES = Object.keys(FEATURES) as Feature[];

const entryOf = (feature: Feature): FeatureEntry => FEATURES[feature];

/** Whether the user may use a feature on a market's pages now. Jumps exist on crypto only (§1). */
export const can = (holder: AccessHolder, feature: Feature, market: Market, now: UnixSeconds): boolean => {
  const { rule, scope, markets } = entryOf(feature);
  if (markets !== 'all' && !markets.includes(market)) return false;
  return hasAccess(holder, rule, scope === 'account' ? 'account' : market, now);
};

/** What the upgrade modal offers for a feature the user cannot use. */
export const upgradeFor = (feature: Feature): MinimumPlan => minimumPlanFor(entryOf(feature).rule);

/** System simple strategy packs (§6): classic is free, the xmoon pack needs xmoon, the others ict, pro or hero. */
export const simpleStrategyPackRule = (packName: string): AccessRule => {
  if (packName === 'classic') return 'free';
  if (packName === 'xmoon') return ['xmoon'];
  return ICT_PRO_HERO;
};

export const canUseSimpleStrategyPack = (
  holder: AccessHolder,
  packName: string,
  market: Market,
  now: UnixSeconds,
): boolean => hasAccess(holder, simpleStrategyPackRule(packName), market, now);
