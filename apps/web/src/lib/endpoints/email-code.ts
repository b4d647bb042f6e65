import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SentCode, sentCodeSchema } from '@tradescope/domain';
import { ignoreData, parseWith } from '../api';
import { api } from '../session';
import { USER_KEY } from './user';

/** POST user/email/authentication {email}: sends a code by e-mail (spec §7). */
export const sendEmailCode = (input: { readonly email: string }): Promise<SentCode> =>
  api('user/email/authentication', { method: 'POST', body: input, parse: parseWith(sentCodeSchema) });

/** POST user/email/verification {email, verifyCode}: on success the user data reloads (spec §4). */
export const checkEmailCode = (input: { readonly email: string; readonly verifyCode: string }) =>
  api('user/email/verification', { method: 'POST', body: input, parse: ignoreData });

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });

export const useCheckEmailCode = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkEmailCode,
    onSuccess: () => client.invalidateQueries({ queryKey: USER_KEY }),
  });
};
