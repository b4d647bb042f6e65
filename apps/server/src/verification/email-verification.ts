import { validateEmail, validateVerifyCode } from '@tradescope/domain';
import type { AppContext } from '../app-context';
import { isUniqueViolation } from '../db';
import { ensureValid, HttpError } from '../http';
import { createUsersRepo, type UsersRepo } from '../users';
import { accountOf } from './account-of';
import type { CodeBook, SentCode } from './code-book';
import { codeMail } from './code-messages';
import { VERIFICATION_KEYS as KEYS } from './verification-keys';

const taken = () => new HttpError(409, KEYS.emailTaken, [{ field: 'email', key: KEYS.emailTaken }]);

/** users.email is the sign-in name, so one address belongs to one account. */
const ensureFree = async (users: UsersRepo, email: string, userId: string): Promise<void> => {
  const holder = await users.findByEmail(email);
  if (holder !== undefined && holder.id !== userId) throw taken();
};

const addressOf = (input: string): string => ensureValid(validateEmail(input)).toLowerCase();

/** Confirms an e-mail address by a code mailed to it; a confirmed new address becomes the account's sign-in. */
export const createEmailVerification = ({ users, mailer, now }: AppContext, codes: CodeBook) => {
  const ownerOf = (userId: string) => ({ userId, channel: 'email' as const });
  return {
    sendCode: async (userId: string, emailInput: string): Promise<SentCode> => {
      const email = addressOf(emailInput);
      const user = await accountOf(users, userId);
      if (user.email === email && user.email_verified === 1) {
        throw new HttpError(400, KEYS.emailAlreadyConfirmed, [
          { field: 'email', key: KEYS.emailAlreadyConfirmed },
        ]);
      }
      await ensureFree(users, email, userId);
      return codes.issue(ownerOf(userId), email, (code) =>
        mailer.send(codeMail(email, user.display_name, code)),
      );
    },

    verify: async (userId: string, emailInput: string, codeInput: string) => {
      const email = addressOf(emailInput);
      const code = ensureValid(validateVerifyCode(codeInput));
      try {
        await codes.redeem(ownerOf(userId), email, code, async (trx) => {
          const inTransaction = createUsersRepo(trx);
          await ensureFree(inTransaction, email, userId);
          await inTransaction.update(userId, { email, email_verified: 1 }, now());
        });
      } catch (error) {
        // Another account took the address between the check and the write: the unique index decides.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      return { email, emailVerified: true };
    },
  };
};
