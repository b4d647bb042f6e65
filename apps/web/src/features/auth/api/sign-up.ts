import { useMutation } from '@tanstack/react-query';
import { ignoreData } from '../../../lib/api';
import { api } from '../../../lib/session';

export type SignUpBody = { email: string; password: string; displayName: string };

/** POST auth/sign-up (201): creates the account and signs it in. */
export const signUp = (body: SignUpBody): Promise<null> =>
  api('auth/sign-up', { method: 'POST', auth: false, body, parse: ignoreData });

export const useSignUp = () => useMutation({ mutationFn: signUp });
