import { useMutation } from '@tanstack/react-query';
import { ignoreData } from '../../../lib/api';
import { api } from '../../../lib/session';

export type SignInBody = { email: string; password: string };

/** POST auth/sign-in: sets the httpOnly session cookie. */
export const signIn = (body: SignInBody): Promise<null> =>
  api('auth/sign-in', { method: 'POST', auth: false, body, parse: ignoreData });

export const useSignIn = () => useMutation({ mutationFn: signIn });
