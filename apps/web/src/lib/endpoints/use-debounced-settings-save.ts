import { useQueryClient } from '@tanstack/react-query';
import { MS_PER_SECOND, type Settings, TIMERS, type User } from '@tradescope/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useSaveSettings } from './settings-edit';
import { USER_KEY } from './user';

const SAVE_DELAY_MS = TIMERS.settingsDebounceS * MS_PER_SECOND;

/**
 * Spec §4: a page's filters are saved to the user's settings 1 s after the last change; leaving the page saves at
 * once. `toSettings` turns the latest value into the next settings document, or undefined when it is not savable;
 * keep it stable (useCallback): a new one saves what is pending at once, as leaving does.
 */
export const useDebouncedSettingsSave = <T>(
  toSettings: (pending: T, settings: Settings) => Settings | undefined,
  onError: (error: unknown) => void,
) => {
  const client = useQueryClient();
  const { mutate } = useSaveSettings();
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const latest = pending.current;
    pending.current = null;
    const user = client.getQueryData<User>(USER_KEY);
    if (latest === null || user === undefined) return;
    const next = toSettings(latest.value, user.settings);
    if (next !== undefined) mutate(next, { onError });
  }, [client, mutate, toSettings, onError]);

  useEffect(() => flush, [flush]);

  return useCallback(
    (value: T) => {
      pending.current = { value };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );
};
