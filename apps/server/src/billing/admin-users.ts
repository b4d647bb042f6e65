import { type AccessGrant, type AccessMaps, unixSecondsFromMillis } from '@tradescope/domain';
import { sql } from 'kysely';
import type { Database } from '../db';
import { extendAccess } from './access-grants';

export const ADMIN_USERS_PAGE_SIZE = 25;

/** An administrator's grant of days (no charge: the profile's last charge stays as it was). */
export const grantToUser = (
  db: Database,
  userId: string,
  grant: AccessGrant,
  nowMs: number,
): Promise<AccessMaps> => db.transaction().execute((trx) => extendAccess(trx, userId, [grant], nowMs));

// LIKE wildcards typed by the administrator are matched literally.
const likePattern = (search: string): string =>
  `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&')}%`;

const parseAccess = (json: string): Record<string, unknown> => {
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/** GET admin/users: e-mail or display name containing the search (any case), newest sign-ups first, 25 a page. */
export const searchUsers = async (db: Database, search: string, page: number) => {
  const pattern = likePattern(search);
  const base = db
    .selectFrom('users')
    .where((eb) =>
      eb.or([
        eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(display_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  const total = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
  const rows = await base
    .select(['id', 'email', 'display_name', 'role', 'register_date', 'access_json'])
    .orderBy('register_date', 'desc')
    .orderBy('id', 'asc')
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_USERS_PAGE_SIZE)
    .execute();
  const users = rows.map((row) => {
    const access = parseAccess(row.access_json);
    return {
      id: row.id,
      email: row.email,
      displayName: row.display_name,
      role: row.role,
      registerDate: unixSecondsFromMillis(row.register_date),
      access: access.access ?? {},
      globalAccess: access.globalAccess ?? {},
      falconAccess: access.falconAccess ?? {},
    };
  });
  return { users, page, pageSize: ADMIN_USERS_PAGE_SIZE, total: Number(total?.count ?? 0) };
};
