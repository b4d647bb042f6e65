import { useMutation } from '@tanstack/react-query';
import { ignoreData } from '../../../lib/api';
import { api } from '../../../lib/session';

/** POST auth/password-reset {email}: mails a link; answers the same whether or not the address has an account. */
export const requestPasswordReset = (email: string): Promise<null> =>
  api('auth/password-reset', { method: 'POST', auth: false, body: { email }, parse: ignoreData });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
