import {
  ANY_PAID_TIER,
  can,
  defaultMarketSettings,
  type Feature,
  hasAccess,
  type Market,
  type MatchSort,
  marketGroupOf,
  type Settings,
  unixSecondsFromMillis,
} from '@tradescope/domain';
import { useCallback, useMemo } from 'react';
import { useAppStore } from '../../lib/app-store';
import { useDebouncedSettingsSave, useUser } from '../../lib/endpoints';
import type { MatchesPageKind } from '../../lib/endpoints/matches';
import { useUrlView } from '../../lib/url-state';
import { notify } from '../../ui/toast';
import {
  dynamicSettingsOf,
  filtersFromSettings,
  isSavable,
  type MatchesLayoutView,
  type MatchesPageFilters,
  type MatchesView,
  type MatchRangeField,
  periscopeSettingsOf,
} from './matches-filters';
import { readMatchesView, writeMatchesView } from './matches-url';
import { type PagePack, packRuleOf, packsOfKind, resolvePack } from './strategy-packs';

/** Spec §6 advanced filters: price, change and volume ranges need a paid tier. */
const RANGE_FEATURES: Record<MatchRangeField, Feature> = {
  price: 'advanceFilters.coinPrice',
  change: 'advanceFilters.coinChange24h',
  volume: 'advanceFilters.volume',
};

/**
 * A matches page's filters, pack, sort, search, layout and page: read from the address (or the saved settings when
 * it names none), written back to the address at once, and saved to settings after the debounce (spec §4).
 */
export const useMatchesView = (market: Market, kind: MatchesPageKind) => {
  const { data: user, isPending: userPending } = useUser();
  const settings = user?.settings[market];
  const saved = useMemo(() => filtersFromSettings(market, kind, settings), [market, kind, settings]);
  const [view, go] = useUrlView(
    useCallback(
      (params: URLSearchParams) => readMatchesView(params, market, kind, saved),
      [market, kind, saved],
    ),
    useCallback((next: MatchesView) => writeMatchesView(next, kind), [kind]),
  );
  const packs = useMemo(() => packsOfKind(kind, settings), [kind, settings]);
  const pack = useMemo(
    () => resolvePack(kind, packs, view.filters.strategyPack),
    [kind, packs, view.filters.strategyPack],
  );
  // Spec §4: saved only when a source is chosen; the alerts page keeps its filters in the address alone.
  const save = useDebouncedSettingsSave(
    useCallback(
      (filters: MatchesPageFilters, settings: Settings) => {
        if (kind === 'alerts' || !isSavable(filters)) return undefined;
        const section = settings[market];
        const next =
          kind === 'periscope'
            ? { ...section, Periscope: periscopeSettingsOf(filters, section.Periscope) }
            : { ...section, DynamicPro: dynamicSettingsOf(filters, section.DynamicPro) };
        return { ...settings, [market]: next };
      },
      [market, kind],
    ),
    notify.error,
  );
  const openUpgrade = useAppStore((state) => state.openUpgrade);
  const group = marketGroupOf(market);

  const lockedRanges = useMemo(() => {
    const now = unixSecondsFromMillis(Date.now());
    return new Set(
      (Object.entries(RANGE_FEATURES) as [MatchRangeField, Feature][])
        .filter(([, feature]) => user === undefined || !can(user, feature, market, now))
        .map(([field]) => field),
    );
  }, [user, market]);

  // Spec §6: a user without a paid tier here sees only the free allowance; empty pages say so.
  const freePlan = useMemo(
    () => user !== undefined && !hasAccess(user, ANY_PAID_TIER, market, unixSecondsFromMillis(Date.now())),
    [user, market],
  );

  const setFilters = (filters: MatchesPageFilters) => {
    go({ ...view, filters, page: 1 });
    save(filters);
  };
  // A new user's filters of the page (the chosen pack stays): what "Clear filters" returns to and saves.
  const defaults = useMemo(
    () => ({
      ...filtersFromSettings(market, kind, defaultMarketSettings(market)),
      strategyPack: view.filters.strategyPack,
    }),
    [market, kind, view.filters.strategyPack],
  );
  const isDefault = JSON.stringify(view.filters) === JSON.stringify(defaults);

  return {
    ...view,
    /** Until the user arrives, packs and the plan are unknown. */
    userPending,
    settings,
    packs,
    /** The pack shown: the chosen one, or the page's fallback; undefined on alerts or when none is open. */
    pack,
    lockedRanges,
    freePlan,
    showReceivedDate: user?.settings.viewMatchRecievedDate === true,
    askUpgrade: () => openUpgrade({ rule: ANY_PAID_TIER, group }),
    askPackUpgrade: (locked: PagePack) => openUpgrade({ rule: packRuleOf(kind, locked), group }),
    setFilters,
    /** Back to the defaults (saved too); undefined while the filters are the defaults. */
    clearFilters: isDefault ? undefined : () => setFilters(defaults),
    choosePack: (name: string) => setFilters({ ...view.filters, strategyPack: name }),
    setSort: (sort: MatchSort) => go({ ...view, sort, page: 1 }),
    setSearch: (search: string) => go({ ...view, search: search.trim(), page: 1 }),
    setView: (layout: MatchesLayoutView) => go({ ...view, view: layout, page: 1 }),
    setPage: (page: number) => go({ ...view, page }),
  };
};
