import { AUTH_KEYS } from '../auth';
import { HttpError } from '../http';
import type { UserRecord, UsersRepo } from '../users';

/** The caller's row; a token outliving its account is treated as no sign-in at all. */
export const accountOf = async (users: UsersRepo, userId: string): Promise<UserRecord> => {
  const user = await users.findById(userId);
  if (user === undefined) throw new HttpError(401, AUTH_KEYS.unauthorized);
  return user;
};
