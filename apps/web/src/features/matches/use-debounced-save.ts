import { useQueryClient } from '@tanstack/react-query';
import { type Market, MS_PER_SECOND, TIMERS, type User } from '@tradescope/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useSaveSettings } from '../../lib/endpoints';
import type { MatchesPageKind } from '../../lib/endpoints/matches';
import { USER_KEY } from '../../lib/endpoints/user';
import { notify } from '../../ui/toast';
import {
  dynamicSettingsOf,
  isSavable,
  type MatchesPageFilters,
  periscopeSettingsOf,
} from './matches-filters';

const SAVE_DELAY_MS = TIMERS.settingsDebounceS * MS_PER_SECOND;

/**
 * Spec §4: a page's filters are saved to the user's settings 1 s after the last change, and only when a source is
 * chosen; leaving the page saves at once. The alerts page keeps its filters in the address alone.
 */
export const useDebouncedSave = (market: Market, kind: MatchesPageKind) => {
  const client = useQueryClient();
  const { mutate } = useSaveSettings();
  const pending = useRef<MatchesPageFilters | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const filters = pending.current;
    pending.current = null;
    const user = client.getQueryData<User>(USER_KEY);
    if (filters === null || user === undefined || kind === 'alerts' || !isSavable(filters)) return;
    const section = user.settings[market];
    const next =
      kind === 'periscope'
        ? { ...section, Periscope: periscopeSettingsOf(filters, section.Periscope) }
        : { ...section, DynamicPro: dynamicSettingsOf(filters, section.DynamicPro) };
    mutate({ ...user.settings, [market]: next }, { onError: notify.error });
  }, [client, market, kind, mutate]);

  useEffect(() => flush, [flush]);

  return useCallback(
    (filters: MatchesPageFilters) => {
      if (kind === 'alerts') return;
      pending.current = filters;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush, kind],
  );
};
