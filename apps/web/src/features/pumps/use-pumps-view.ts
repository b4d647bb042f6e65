import type { Settings } from '@tradescope/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedSettingsSave, useUser } from '../../lib/endpoints';
import { notify } from '../../ui/toast';
import {
  filtersFromSettings,
  filtersToSettings,
  type PumpsFilters,
  readPumpsView,
  writePumpsView,
} from './pumps-filters';

/** Spec §4: the filters are saved once a source is chosen. */
const toSettings = (filters: PumpsFilters, settings: Settings): Settings | undefined =>
  filters.source
    ? { ...settings, crypto: { ...settings.crypto, Pumps: filtersToSettings(filters) } }
    : undefined;

/** The pumps page's filters and page: the URL first, the saved settings when the URL names none (spec §4). */
export const usePumpsView = () => {
  const [params, setParams] = useSearchParams();
  const { data: user, isPending: userPending } = useUser();
  const saved = useMemo(() => filtersFromSettings(user?.settings.crypto.Pumps), [user]);
  const view = useMemo(() => readPumpsView(params, saved), [params, saved]);
  const save = useDebouncedSettingsSave(toSettings, notify.error);

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
