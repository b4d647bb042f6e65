import { useQueryClient } from '@tanstack/react-query';
import {
  ANY_PAID_TIER,
  can,
  type Feature,
  type Market,
  MS_PER_SECOND,
  marketGroupOf,
  TIMERS,
  type User,
  unixSecondsFromMillis,
} from '@tradescope/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAppStore } from '../../lib/app-store';
import { useSaveSettings, useUser } from '../../lib/endpoints';
import { USER_KEY } from '../../lib/endpoints/user';
import type { SortState } from '../../ui/table';
import { notify } from '../../ui/toast';
import {
  type AssetsFilters,
  type AssetsView,
  filtersFromSettings,
  filtersToSettings,
  isSavable,
  type RangeField,
  readAssetsView,
  writeAssetsView,
} from './assets-filters';
import { DEFAULT_SORT } from './filter-assets';

const SAVE_DELAY_MS = TIMERS.settingsDebounceS * MS_PER_SECOND;

/** Spec §6 advanced filters: price, change and volume ranges need a paid tier; marketcap is not gated. */
const RANGE_FEATURES: Partial<Record<RangeField, Feature>> = {
  price: 'advanceFilters.coinPrice',
  change: 'advanceFilters.coinChange24h',
  volume: 'advanceFilters.volume',
};

/** Spec §4: filters are saved to the user's settings 1 s after the last change; leaving the page saves at once. */
const useDebouncedSave = (market: Market) => {
  const client = useQueryClient();
  const { mutate } = useSaveSettings();
  const pending = useRef<AssetsFilters | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const filters = pending.current;
    pending.current = null;
    const user = client.getQueryData<User>(USER_KEY);
    if (filters === null || user === undefined) return;
    const assets = filtersToSettings(filters);
    if (!isSavable(assets)) return;
    mutate(
      { ...user.settings, [market]: { ...user.settings[market], Assets: assets } },
      { onError: notify.error },
    );
  }, [client, market, mutate]);

  useEffect(() => flush, [flush]);

  return useCallback(
    (filters: AssetsFilters) => {
      pending.current = filters;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );
};

const isDefaultSort = (sort: SortState): boolean =>
  sort === null || (sort.field === DEFAULT_SORT.field && sort.direction === DEFAULT_SORT.direction);

/**
 * The assets page's filters, sort and page: read from the URL (or the saved settings when the URL names
 * none), written back to the URL at once, and saved to settings after the debounce (spec §4).
 */
export const useAssetsView = (market: Market) => {
  const [params, setParams] = useSearchParams();
  const { data: user, isPending: userPending } = useUser();
  const saved = useMemo(() => filtersFromSettings(market, user?.settings[market].Assets), [market, user]);
  const view = useMemo(() => readAssetsView(params, market, saved), [params, market, saved]);
  const save = useDebouncedSave(market);
  const openUpgrade = useAppStore((state) => state.openUpgrade);

  const lockedRanges = useMemo(() => {
    const now = unixSecondsFromMillis(Date.now());
    return new Set(
      (Object.entries(RANGE_FEATURES) as [RangeField, Feature][])
        .filter(([, feature]) => user === undefined || !can(user, feature, market, now))
        .map(([field]) => field),
    );
  }, [user, market]);

  const go = useCallback(
    (next: AssetsView) => setParams(writeAssetsView(next), { replace: true }),
    [setParams],
  );

  return {
    ...view,
    /** Until the user arrives, packs and the plan are unknown. */
    userPending,
    packsOf: user?.settings[market],
    lockedRanges,
    askUpgrade: () => openUpgrade({ rule: ANY_PAID_TIER, group: marketGroupOf(market) }),
    setFilters: (filters: AssetsFilters) => {
      go({ filters, sort: view.sort, page: 1 });
      save(filters);
    },
    setSort: (sort: SortState) => go({ ...view, sort: isDefaultSort(sort) ? null : sort, page: 1 }),
    setPage: (page: number) => go({ ...view, page }),
  };
};
