import { AUTH_KEYS } from '../auth';
import type { UserRow } from '../db';
import { HttpError } from '../http';
import type { UsersRepo } from '../users';

/** The caller's row; a token outliving its account is treated as no sign-in at all. */
export const accountOf = async (users: UsersRepo, userId: string): Promise<UserRow> => {
  const user = await users.findById(userId);
  if (user === undefined) throw new HttpError(401, AUTH_KEYS.unauthorized);
  return user;
};
