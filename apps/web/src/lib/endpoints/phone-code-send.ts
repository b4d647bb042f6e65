import { useMutation } from '@tanstack/react-query';
import { type SentCode, sentCodeSchema } from '@tradescope/domain';
import { parseWith } from '../api';
import { api } from '../session';

export interface PhoneInput {
  readonly phoneNumber: string;
  /** ISO 3166 alpha-2; the server reads the number in it (spec §5: default ir). */
  readonly country: string;
}

/** POST user/phone-number/authentication {phoneNumber}: sends a code by SMS (spec §7). */
export const sendPhoneCode = (input: PhoneInput): Promise<SentCode> =>
  api('user/phone-number/authentication', { method: 'POST', body: input, parse: parseWith(sentCodeSchema) });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
