import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, User } from '@tradescope/domain';
import { ignoreData } from '../api';
import { api } from '../session';
import { USER_KEY } from './user';

/** POST user/settings/edit: the whole settings document (spec §7), validated by the server. */
export const saveSettings = (settings: Settings): Promise<null> =>
  api('user/settings/edit', { method: 'POST', body: settings, parse: ignoreData });

/** Saves settings and shows them at once; a refused save puts the previous document back. */
export const useSaveSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onMutate: (settings) => {
      const previous = client.getQueryData<User>(USER_KEY);
      if (previous) client.setQueryData<User>(USER_KEY, { ...previous, settings });
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) client.setQueryData(USER_KEY, context.previous);
    },
  });
};
