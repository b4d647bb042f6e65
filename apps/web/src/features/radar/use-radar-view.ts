import { useQueryClient } from '@tanstack/react-query';
import { type Market, MS_PER_SECOND, TIMERS, type User } from '@tradescope/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSaveSettings, useUser } from '../../lib/endpoints';
import { USER_KEY } from '../../lib/endpoints/user';
import { notify } from '../../ui/toast';
import {
  filtersFromSettings,
  filtersToSettings,
  isSavable,
  type RadarFilters,
  type RadarPosition,
  type RadarView,
  readRadarView,
  writeRadarView,
} from './radar-filters';

const SAVE_DELAY_MS = TIMERS.settingsDebounceS * MS_PER_SECOND;

/** Spec §4: filters are saved to the user's settings 1 s after the last change; leaving the page saves at once. */
const useDebouncedSave = (market: Market) => {
  const client = useQueryClient();
  const { mutate } = useSaveSettings();
  const pending = useRef<RadarFilters | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const filters = pending.current;
    pending.current = null;
    const user = client.getQueryData<User>(USER_KEY);
    if (filters === null || user === undefined) return;
    const radar = filtersToSettings(filters, user.settings[market].Radar);
    if (!isSavable(market, radar)) return;
    mutate(
      { ...user.settings, [market]: { ...user.settings[market], Radar: radar } },
      { onError: notify.error },
    );
  }, [client, market, mutate]);

  useEffect(() => flush, [flush]);

  return useCallback(
    (filters: RadarFilters) => {
      pending.current = filters;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );
};

/**
 * The radar's filters, side, strategy and page: read from the URL (or the saved settings when the URL names no
 * filter), written back to the URL at once, the filters saved to settings after the debounce (spec §4).
 */
export const useRadarView = (market: Market) => {
  const [params, setParams] = useSearchParams();
  const { data: user } = useUser();
  const saved = useMemo(() => filtersFromSettings(market, user?.settings[market].Radar), [market, user]);
  const view = useMemo(() => readRadarView(params, market, saved), [params, market, saved]);
  const save = useDebouncedSave(market);

  const go = useCallback(
    (next: RadarView) => setParams(writeRadarView(next), { replace: true }),
    [setParams],
  );

  return {
    ...view,
    user,
    setFilters: (filters: RadarFilters) => {
      go({ ...view, filters, page: 1 });
      save(filters);
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
