import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveSettings, useUser } from '../../lib/endpoints';
import { fetchJumpNotifications, jumpNotificationsQuery } from '../../lib/endpoints/jump-notifications';
import { notify } from '../../ui/toast';

/** Jumps fetched this recently are not fetched again on enabling (the shell's poller may just have loaded them). */
const FRESH_MS = 5_000;

/**
 * The jump-notifications setting (spec §4): flipping it saves the whole settings document with the flag; turning
 * it on also fetches the jumps at once, so the first notices do not wait for the 120 s poll.
 */
export const useNotificationsToggle = () => {
  const { t } = useTranslation('jumps');
  const client = useQueryClient();
  const { data: user } = useUser();
  const save = useSaveSettings();
  const enabled = user?.settings.isEnableJumpsNotification === true;

  const setEnabled = (next: boolean) => {
    if (user === undefined) return;
    save.mutate(
      { ...user.settings, isEnableJumpsNotification: next },
      {
        onSuccess: () => {
          notify.success(t(next ? 'notifications.enabled' : 'notifications.disabled'));
          // Into the shell poller's cache (['crypto', 'jump-notifications']): the first notices show at once.
          if (next)
            void client
              .fetchQuery({ ...jumpNotificationsQuery(fetchJumpNotifications, true), staleTime: FRESH_MS })
              .catch(() => undefined);
        },
        onError: notify.error,
      },
    );
  };
  return { enabled, ready: user !== undefined, saving: save.isPending, setEnabled };
};
