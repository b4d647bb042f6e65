import type { Market } from '../markets';
import type { AccessHolder } from './access-holder';
import { type DataScope, FREE_ALLOWANCES, pairAllowed } from './free-allowances';
import { hasAccess } from './has-access';
import { type StrategyAccessInput, strategyVisibility } from './strategy-visibility';
import { ANY_PAID_TIER } from './tiers';
import type { UnixSeconds } from './unix-seconds';

/** Pumps are free on every source and pair (§6); every other section follows the market's allowance. */
export type DataSection = 'matches' | 'pumps';

export interface AssetRef {
  readonly source: string;
  readonly base: string;
  readonly quote: string;
}

export interface MatchRef extends AssetRef {
  readonly timeframe: number;
  readonly strategyId: number;
}

/** What the server may return: everything for a paying user, else the market's free allowance. */
export const allowedScope = (
  holder: AccessHolder,
  market: Market,
  now: UnixSeconds,
  section: DataSection = 'matches',
): DataScope | 'all' =>
  section === 'pumps' || hasAccess(holder, ANY_PAID_TIER, market, now) ? 'all' : FREE_ALLOWANCES[market];

const assetInScope = (scope: DataScope | 'all', asset: AssetRef): boolean =>
  scope === 'all' ||
  (scope.sources.includes(asset.source) && pairAllowed(scope.pairs, asset.base, asset.quote));

/**
 * Whether an asset's match status may be shown unblurred (§2 assets page). Prices and other market
 * data of an asset row are public and not decided here.
 */
export const canSeeAsset = (
  holder: AccessHolder,
  market: Market,
  asset: AssetRef,
  now: UnixSeconds,
): boolean => assetInScope(allowedScope(holder, market, now), asset);

/**
 * Whether a match may be sent to the user: its source, pair and timeframe are in scope and its strategy
 * (which must be the match's own) is visible to the user, not merely locked.
 */
export const canSeeMatch = (
  holder: AccessHolder,
  market: Market,
  match: MatchRef,
  strategy: StrategyAccessInput | undefined,
  now: UnixSeconds,
): boolean => {
  const scope = allowedScope(holder, market, now);
  if (!assetInScope(scope, match)) return false;
  if (scope !== 'all' && !scope.timeframes.includes(match.timeframe)) return false;
  if (strategy === undefined || strategy.id !== match.strategyId) return false;
  return strategyVisibility(holder, strategy, market, now).status === 'visible';
};
