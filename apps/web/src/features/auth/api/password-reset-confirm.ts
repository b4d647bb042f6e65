import { useMutation } from '@tanstack/react-query';
import { ignoreData } from '../../../lib/api';
import { api } from '../../../lib/session';

export type ResetConfirmBody = { token: string; password: string };

/** POST auth/password-reset/confirm {token, password}: sets the password and ends every session. */
export const confirmPasswordReset = (body: ResetConfirmBody): Promise<null> =>
  api('auth/password-reset/confirm', { method: 'POST', auth: false, body, parse: ignoreData });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
