import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ignoreData } from '../api';
import { api } from '../session';
import { USER_KEY } from './user';

/** POST user/freeze or user/unfreeze (spec §7): the crypto plan's days stand still while frozen. */
export const setFrozen = (frozen: boolean) =>
  api(frozen ? 'user/freeze' : 'user/unfreeze', { method: 'POST', parse: ignoreData });

export const useSetFrozen = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setFrozen,
    onSuccess: () => client.invalidateQueries({ queryKey: USER_KEY }),
  });
};
