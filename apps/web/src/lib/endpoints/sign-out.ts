import { useMutation } from '@tanstack/react-query';
import { isRecord } from '../api';
import { api } from '../session';

/** POST auth/sign-out: ends the administrator's impersonation if one is open, else the user's session. */
export const signOut = (): Promise<{ endedImpersonation: boolean }> =>
  api('auth/sign-out', {
    method: 'POST',
    auth: false,
    parse: (data) => ({ endedImpersonation: isRecord(data) && data.endedImpersonation === true }),
  });

export const useSignOut = () => useMutation({ mutationFn: signOut });
