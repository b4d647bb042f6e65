import {
  ANY_PAID_TIER,
  allowedScope,
  type Market,
  type Match,
  type MatchesCount,
  marketGroupOf,
  type Strategy,
  strategyVisibility,
  timeframesOf,
  unixSecondsFromMillis,
} from '@tradescope/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/app-store';
import { useMarketAssets } from '../../lib/endpoints/market-assets';
import { useStrategies } from '../../lib/endpoints/strategies';
import { baseItemsOf } from './base-items';
import type { RadarView } from './radar-filters';
import { type StrategyRow, strategyGroupsOf, upgradeRuleOf } from './strategy-rows';
import type { useRadarView } from './use-radar-view';

/**
 * What the radar shows around its matches: the strategy list with the user's locks (spec §6), the base picker's
 * assets with their logos, the timeframes outside the plan, and the upgrade modal for what is locked.
 */
export const useRadarCatalog = (
  market: Market,
  view: RadarView & Pick<ReturnType<typeof useRadarView>, 'user'>,
  counts: MatchesCount | undefined,
) => {
  const { i18n } = useTranslation();
  const strategies = useStrategies();
  const assets = useMarketAssets(market, view.filters.source);
  const openUpgrade = useAppStore((state) => state.openUpgrade);
  const { user, position, strategyId } = view;
  const group = marketGroupOf(market);

  const groups = useMemo(() => {
    if (strategies.data === undefined || user === undefined) return undefined;
    const now = unixSecondsFromMillis(Date.now());
    const visibilityOf = (strategy: Strategy) => strategyVisibility(user, strategy, market, now);
    return strategyGroupsOf(strategies.data.list, visibilityOf, counts, position);
  }, [strategies.data, user, market, counts, position]);

  const lockedTimeframes = useMemo(() => {
    if (user === undefined) return new Set<number>();
    const scope = allowedScope(user, market, unixSecondsFromMillis(Date.now()));
    if (scope === 'all') return new Set<number>();
    return new Set(
      timeframesOf(view.filters.source).filter((timeframe) => !scope.timeframes.includes(timeframe)),
    );
  }, [user, market, view.filters.source]);

  const baseItems = useMemo(() => (assets.data ? baseItemsOf(assets.data) : undefined), [assets.data]);
  const logos = useMemo(() => new Map(baseItems?.map((item) => [item.base, item.logo])), [baseItems]);
  const fa = i18n.language === 'fa';
  const byId = strategies.data?.byId;

  return {
    groups,
    baseItems,
    lockedTimeframes,
    selectedStrategy: strategyId === null ? null : (byId?.get(strategyId) ?? null),
    logoOf: useCallback((base: string) => logos.get(base) ?? null, [logos]),
    strategyName: useCallback(
      (match: Match) => {
        const strategy = byId?.get(match.strategyId);
        return strategy === undefined ? match.strategyName : fa ? strategy.fa_name : strategy.name;
      },
      [byId, fa],
    ),
    askUpgrade: () => openUpgrade({ rule: ANY_PAID_TIER, group }),
    /** Spec §4: a locked strategy opens the upgrade modal at its minimum plan. */
    askStrategyUpgrade: ({ visibility }: StrategyRow) =>
      openUpgrade({
        rule: visibility.status === 'locked' ? upgradeRuleOf(visibility.minCap) : ANY_PAID_TIER,
        group,
      }),
  };
};
