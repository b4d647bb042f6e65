import { defaultMarketSettings, type Market, type Settings } from '@tradescope/domain';
import { useCallback, useMemo } from 'react';
import { useDebouncedSettingsSave, useUser } from '../../lib/endpoints';
import { useUrlView } from '../../lib/url-state';
import { notify } from '../../ui/toast';
import {
  filtersFromSettings,
  filtersToSettings,
  isSavable,
  type RadarFilters,
  type RadarPosition,
  readRadarView,
  writeRadarView,
} from './radar-filters';

/**
 * The radar's filters, side, strategy and page: read from the URL (or the saved settings when the URL names no
 * filter), written back to the URL at once, the filters saved to settings after the debounce (spec §4).
 */
export const useRadarView = (market: Market) => {
  const { data: user } = useUser();
  const saved = useMemo(() => filtersFromSettings(market, user?.settings[market].Radar), [market, user]);
  const [view, go] = useUrlView(
    useCallback((params: URLSearchParams) => readRadarView(params, market, saved), [market, saved]),
    writeRadarView,
  );
  const save = useDebouncedSettingsSave(
    useCallback(
      (filters: RadarFilters, settings: Settings) => {
        const radar = filtersToSettings(filters, settings[market].Radar);
        return isSavable(market, radar)
          ? { ...settings, [market]: { ...settings[market], Radar: radar } }
          : undefined;
      },
      [market],
    ),
    notify.error,
  );

  // A new user's radar filters: what "Clear filters" returns to (side and strategy too), and saves.
  const defaults = useMemo(() => filtersFromSettings(market, defaultMarketSettings(market).Radar), [market]);
  const isDefault =
    JSON.stringify(view.filters) === JSON.stringify(defaults) &&
    view.position === null &&
    view.strategyId === null;

  return {
    ...view,
    user,
    setFilters: (filters: RadarFilters) => {
      go({ ...view, filters, page: 1 });
      save(filters);
    },
    /** Back to the defaults (saved too); undefined while the view is the default one. */
    clearFilters: isDefault
      ? undefined
      : () => {
          go({ filters: defaults, position: null, strategyId: null, page: 1 });
          save(defaults);
        },
    /** Spec §4: choosing a side in the gauge toggles it. */
    togglePosition: (position: RadarPosition) =>
      go({ ...view, position: view.position === position ? null : position, page: 1 }),
    /** A second click on the chosen strategy shows every strategy again. */
    toggleStrategy: (strategyId: number) =>
      go({ ...view, strategyId: view.strategyId === strategyId ? null : strategyId, page: 1 }),
    clearStrategy: () => go({ ...view, strategyId: null, page: 1 }),
    setPage: useCallback((page: number) => go({ ...view, page }), [go, view]),
  };
};
