import { type AccessGrant, type AccessMaps, unixSecondsFromMillis } from '@tradescope/domain';
import type { Database } from '../db';
import { createUsersRepo } from '../users';
import { extendAccess } from './access-grants';

export const ADMIN_USERS_PAGE_SIZE = 25;

/** An administrator's grant of days (no charge: the profile's last charge stays as it was). */
export const grantToUser = (
  db: Database,
  userId: string,
  grant: AccessGrant,
  nowMs: number,
): Promise<AccessMaps> => db.transaction().execute((trx) => extendAccess(trx, userId, [grant], nowMs));

/** GET admin/users: e-mail or display name containing the search (any case), newest sign-ups first, 25 a page. */
export const searchUsers = async (db: Database, search: string, page: number) => {
  const found = await createUsersRepo(db).search(
    search,
    ADMIN_USERS_PAGE_SIZE,
    (page - 1) * ADMIN_USERS_PAGE_SIZE,
  );
  const users = found.users.map((user) => ({
    id: user.id,
    email: user.email,
    displayName: user.display_name,
    role: user.role,
    registerDate: unixSecondsFromMillis(user.register_date),
    access: user.accessMaps.access,
    globalAccess: user.accessMaps.globalAccess,
    falconAccess: user.accessMaps.falconAccess,
  }));
  return { users, page, pageSize: ADMIN_USERS_PAGE_SIZE, total: found.total };
};
