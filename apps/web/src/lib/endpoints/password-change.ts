import { useMutation } from '@tanstack/react-query';
import type { AccountPasswordBody } from '@tradescope/domain';
import { ignoreData } from '../api';
import { api } from '../session';

/** POST user/reset-password {currentPassword, newPassword} (spec §7). */
export const changePassword = (body: AccountPasswordBody): Promise<null> =>
  api('user/reset-password', { method: 'POST', body, parse: ignoreData });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
