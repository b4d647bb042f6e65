import { useQueryClient } from '@tanstack/react-query';
import { MS_PER_SECOND, TIMERS, type User } from '@tradescope/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSaveSettings, useUser } from '../../lib/endpoints';
import { USER_KEY } from '../../lib/endpoints/user';
import { notify } from '../../ui/toast';
import {
  filtersFromSettings,
  filtersToSettings,
  type PumpsFilters,
  readPumpsView,
  writePumpsView,
} from './pumps-filters';

const SAVE_DELAY_MS = TIMERS.settingsDebounceS * MS_PER_SECOND;

/** Spec §4: filters are saved to settings 1 s after the last change once a source is chosen; leaving saves at once. */
const useDebouncedSave = () => {
  const client = useQueryClient();
  const { mutate } = useSaveSettings();
  const pending = useRef<PumpsFilters | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const filters = pending.current;
    pending.current = null;
    const user = client.getQueryData<User>(USER_KEY);
    if (filters === null || user === undefined || !filters.source) return;
    const Pumps = filtersToSettings(filters);
    mutate({ ...user.settings, crypto: { ...user.settings.crypto, Pumps } }, { onError: notify.error });
  }, [client, mutate]);

  useEffect(() => flush, [flush]);

  return useCallback(
    (filters: PumpsFilters) => {
      pending.current = filters;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );
};

/** The pumps page's filters and page: the URL first, the saved settings when the URL names none (spec §4). */
export const usePumpsView = () => {
  const [params, setParams] = useSearchParams();
  const { data: user, isPending: userPending } = useUser();
  const saved = useMemo(() => filtersFromSettings(user?.settings.crypto.Pumps), [user]);
  const view = useMemo(() => readPumpsView(params, saved), [params, saved]);
  const save = useDebouncedSave();

  const setPage = useCallback(
    (page: number) => setParams(writePumpsView({ filters: view.filters, page }), { replace: true }),
    [setParams, view.filters],
  );
  return {
    ...view,
    userPending,
    setFilters: (filters: PumpsFilters) => {
      setParams(writePumpsView({ filters, page: 1 }), { replace: true });
      save(filters);
    },
    setPage,
  };
};
