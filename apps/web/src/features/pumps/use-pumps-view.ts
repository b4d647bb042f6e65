import { defaultSettings, type Settings } from '@tradescope/domain';
import { useCallback, useMemo } from 'react';
import { useDebouncedSettingsSave, useUser } from '../../lib/endpoints';
import { useUrlView } from '../../lib/url-state';
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
  const { data: user, isPending: userPending } = useUser();
  const saved = useMemo(() => filtersFromSettings(user?.settings.crypto.Pumps), [user]);
  const [view, go] = useUrlView(
    useCallback((params: URLSearchParams) => readPumpsView(params, saved), [saved]),
    writePumpsView,
  );
  const save = useDebouncedSettingsSave(toSettings, notify.error);

  const setFilters = (filters: PumpsFilters) => {
    go({ filters, page: 1 });
    save(filters);
  };
  const defaults = useMemo(() => filtersFromSettings(defaultSettings().crypto.Pumps), []);
  const isDefault = JSON.stringify(view.filters) === JSON.stringify(defaults);
  const setPage = useCallback((page: number) => go({ filters: view.filters, page }), [go, view.filters]);
  return {
    ...view,
    userPending,
    setFilters,
    /** Back to a new user's filters (saved too); undefined while the filters are those. */
    clearFilters: isDefault ? undefined : () => setFilters(defaults),
    setPage,
  };
};
