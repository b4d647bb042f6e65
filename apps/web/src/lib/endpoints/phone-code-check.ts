import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ignoreData } from '../api';
import { api } from '../session';
import type { PhoneInput } from './phone-code-send';
import { USER_KEY } from './user';

/** POST user/phone-number/verification {phoneNumber, verifyCode}: on success the user data reloads (spec §4). */
export const checkPhoneCode = (input: PhoneInput & { readonly verifyCode: string }): Promise<null> =>
  api('user/phone-number/verification', { method: 'POST', body: input, parse: ignoreData });

export const useCheckPhoneCode = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkPhoneCode,
    onSuccess: () => client.invalidateQueries({ queryKey: USER_KEY }),
  });
};
