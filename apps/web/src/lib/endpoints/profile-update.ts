import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ignoreData } from '../api';
import { api } from '../session';
import { USER_KEY } from './user';

export interface ProfileInput {
  readonly displayName: string;
  readonly nationalCode: string;
}

/** POST user/update {displayName, nationalCode} (spec §7); the user data reloads after. */
export const updateProfile = (input: ProfileInput): Promise<null> =>
  api('user/update', { method: 'POST', body: input, parse: ignoreData });

export const useUpdateProfile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => client.invalidateQueries({ queryKey: USER_KEY }),
  });
};
