import type { Market } from '../markets';
import type { AccessHolder } from './access-holder';
import { activeTiers } from './has-access';
import type { Tier } from './tiers';
import type { UnixSeconds } from './unix-seconds';

/** The user's limitations keys (§3): how many packs of each kind may exist. */
export const LIMITATION_KEYS = [
  'asset-packs',
  'simple-strategy-packs',
  'advance-strategy-packs',
  'alerts',
] as const;
export type LimitationKey = (typeof LIMITATION_KEYS)[number];
export type Limitations = Readonly<Record<LimitationKey, number>>;

/**
 * Counts per tier (the spec shows none). A zero stands where the feature table forbids adding: free
 * users only build asset packs, and xmoon users take the system xmoon pack instead of own simple packs.
 */
export const LIMITATIONS = {
  free: { 'asset-packs': 3, 'simple-strategy-packs': 0, 'advance-strategy-packs': 0, alerts: 0 },
  ict: { 'asset-packs': 10, 'simple-strategy-packs': 5, 'advance-strategy-packs': 3, alerts: 3 },
  pro: { 'asset-packs': 20, 'simple-strategy-packs': 10, 'advance-strategy-packs': 5, alerts: 5 },
  hero: { 'asset-packs': 50, 'simple-strategy-packs': 25, 'advance-strategy-packs': 15, alerts: 15 },
  xmoon: { 'asset-packs': 10, 'simple-strategy-packs': 0, 'advance-strategy-packs': 5, alerts: 5 },
} as const satisfies Record<Tier, Limitations>;

/** A user holding several tiers in the market's group gets the largest count of each kind. */
export const limitationsOf = (holder: AccessHolder, market: Market, now: UnixSeconds): Limitations => {
  const tiers: readonly Tier[] = ['free', ...activeTiers(holder, market, now)];
  const largest = (key: LimitationKey) => Math.max(...tiers.map((tier) => LIMITATIONS[tier][key]));
  return {
    'asset-packs': largest('asset-packs'),
    'simple-strategy-packs': largest('simple-strategy-packs'),
    'advance-strategy-packs': largest('advance-strategy-packs'),
    alerts: largest('alerts'),
  };
};
