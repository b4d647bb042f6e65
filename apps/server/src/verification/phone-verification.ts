import { validatePhone, validateVerifyCode } from '@tradescope/domain';
import type { AppContext } from '../app-context';
import { ensureValid, HttpError } from '../http';
import { createUsersRepo } from '../users';
import { accountOf } from './account-of';
import type { CodeBook, SentCode } from './code-book';
import { codeSms } from './code-messages';
import type { SmsProvider } from './sms';
import { VERIFICATION_KEYS as KEYS } from './verification-keys';

/** Confirms a phone number (stored as E.164) by a code sent to it by SMS. */
export const createPhoneVerification = ({ users, now }: AppContext, codes: CodeBook, sms: SmsProvider) => {
  const ownerOf = (userId: string) => ({ userId, channel: 'phone' as const });
  return {
    sendCode: async (userId: string, phoneInput: string, country: string | undefined): Promise<SentCode> => {
      const phoneNumber = ensureValid(validatePhone(phoneInput, country));
      const user = await accountOf(users, userId);
      if (user.phone_number === phoneNumber && user.phone_verified === 1) {
        throw new HttpError(400, KEYS.phoneAlreadyConfirmed, [
          { field: 'phoneNumber', key: KEYS.phoneAlreadyConfirmed },
        ]);
      }
      return codes.issue(ownerOf(userId), phoneNumber, (code) => sms.send(phoneNumber, codeSms(code)));
    },

    verify: async (userId: string, phoneInput: string, country: string | undefined, codeInput: string) => {
      const phoneNumber = ensureValid(validatePhone(phoneInput, country));
      const code = ensureValid(validateVerifyCode(codeInput));
      await codes.redeem(ownerOf(userId), phoneNumber, code, async (trx) => {
        await createUsersRepo(trx).update(userId, { phone_number: phoneNumber, phone_verified: 1 }, now());
      });
      return { phoneNumber, phoneNumberVerified: true };
    },
  };
};
