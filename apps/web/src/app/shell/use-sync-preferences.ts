import type { Language, Settings, Theme } from '@tradescope/domain';
import { useCallback } from 'react';
import { useSaveSettings, useUser } from '../../lib/endpoints';

/**
 * Language and theme apply at once from local storage; the user's settings document (spec §3) keeps a
 * copy so other devices can follow. A save that fails only loses that copy, never the local choice.
 */
export const useSyncPreferences = () => {
  const { data: user } = useUser();
  const { mutate } = useSaveSettings();
  return useCallback(
    (change: { language?: Language; theme?: Theme }) => {
      if (!user) return;
      const settings: Settings = { ...user.settings, ...change };
      mutate(settings, { onError: () => undefined });
    },
    [user, mutate],
  );
};
