import {
  ANY_PAID_TIER,
  can,
  defaultMarketSettings,
  type Feature,
  type Market,
  marketGroupOf,
  type Settings,
  unixSecondsFromMillis,
} from '@tradescope/domain';
import { useCallback, useMemo } from 'react';
import { useAppStore } from '../../lib/app-store';
import { useDebouncedSettingsSave, useUser } from '../../lib/endpoints';
import { useUrlView } from '../../lib/url-state';
import type { SortState } from '../../ui/table';
import { notify } from '../../ui/toast';
import {
  type AssetsFilters,
  filtersFromSettings,
  filtersToSettings,
  isSavable,
  type RangeField,
  readAssetsView,
  writeAssetsView,
} from './assets-filters';
import { DEFAULT_SORT } from './filter-assets';

/** Spec §6 advanced filters: price, change and volume ranges need a paid tier; marketcap is not gated. */
const RANGE_FEATURES: Partial<Record<RangeField, Feature>> = {
  price: 'advanceFilters.coinPrice',
  change: 'advanceFilters.coinChange24h',
  volume: 'advanceFilters.volume',
};

const isDefaultSort = (sort: SortState): boolean =>
  sort === null || (sort.field === DEFAULT_SORT.field && sort.direction === DEFAULT_SORT.direction);

/**
 * The assets page's filters, sort and page: read from the URL (or the saved settings when the URL names
 * none), written back to the URL at once, and saved to settings after the debounce (spec §4).
 */
export const useAssetsView = (market: Market) => {
  const { data: user, isPending: userPending } = useUser();
  const saved = useMemo(() => filtersFromSettings(market, user?.settings[market].Assets), [market, user]);
  const [view, go] = useUrlView(
    useCallback((params: URLSearchParams) => readAssetsView(params, market, saved), [market, saved]),
    writeAssetsView,
  );
  const save = useDebouncedSettingsSave(
    useCallback(
      (filters: AssetsFilters, settings: Settings) => {
        const assets = filtersToSettings(filters);
        return isSavable(assets)
          ? { ...settings, [market]: { ...settings[market], Assets: assets } }
          : undefined;
      },
      [market],
    ),
    notify.error,
  );
  const openUpgrade = useAppStore((state) => state.openUpgrade);

  const lockedRanges = useMemo(() => {
    const now = unixSecondsFromMillis(Date.now());
    return new Set(
      (Object.entries(RANGE_FEATURES) as [RangeField, Feature][])
        .filter(([, feature]) => user === undefined || !can(user, feature, market, now))
        .map(([field]) => field),
    );
  }, [user, market]);

  const setFilters = (filters: AssetsFilters) => {
    go({ filters, sort: view.sort, page: 1 });
    save(filters);
  };
  // A new user's filters of the market: what "Clear filters" returns to, and saves in place of the old ones.
  const defaults = useMemo(() => filtersFromSettings(market, defaultMarketSettings(market).Assets), [market]);
  const isDefault = JSON.stringify(view.filters) === JSON.stringify(defaults);

  return {
    ...view,
    /** Until the user arrives, packs and the plan are unknown. */
    userPending,
    packsOf: user?.settings[market],
    lockedRanges,
    askUpgrade: () => openUpgrade({ rule: ANY_PAID_TIER, group: marketGroupOf(market) }),
    setFilters,
    /** Back to the defaults (saved too); undefined while the filters are the defaults. */
    clearFilters: isDefault ? undefined : () => setFilters(defaults),
    setSort: (sort: SortState) => go({ ...view, sort: isDefaultSort(sort) ? null : sort, page: 1 }),
    setPage: (page: number) => go({ ...view, page }),
  };
};
