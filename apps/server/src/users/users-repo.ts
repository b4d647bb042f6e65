import { sql } from 'kysely';
import type { Database, NewUserRow, UserRow, UserUpdate } from '../db';
import { parseStoredAccess, type StoredAccess } from './stored-access';

/** A user as the repository hands it out: the stored access document already parsed (nothing else reads it). */
export type UserRecord = Omit<UserRow, 'access_json'> & { accessMaps: StoredAccess };
export type NewUserRecord = Omit<NewUserRow, 'access_json'> & { accessMaps: StoredAccess };
export type UserChanges = Omit<UserUpdate, 'access_json'> & { accessMaps?: StoredAccess };

const recordOf = ({ access_json, ...row }: UserRow): UserRecord => ({
  ...row,
  accessMaps: parseStoredAccess(access_json),
});

/** A live session's user, with the session it was found by. */
export type SessionUser = { sessionId: string; user: UserRecord };

const columnsOf = ({ accessMaps, ...columns }: UserChanges): UserUpdate =>
  accessMaps === undefined ? columns : { ...columns, access_json: JSON.stringify(accessMaps) };

// LIKE wildcards typed by the searcher are matched literally.
const likePattern = (search: string): string =>
  `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&')}%`;

/** Queries on users; every write that changes a row also stamps updated_at. */
export const createUsersRepo = (db: Database) => ({
  findById: async (id: string): Promise<UserRecord | undefined> => {
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : recordOf(row);
  },

  /** Rows of many users in one query (in no particular order; unknown ids have none). */
  findByIds: async (ids: readonly string[]): Promise<UserRecord[]> =>
    ids.length === 0
      ? []
      : (await db.selectFrom('users').selectAll().where('id', 'in', ids).execute()).map(recordOf),

  /**
   * The users of live (not logged out) sessions, each with its session's id, in one query: the matches routes' session
   * check and their read of the caller's row as one round trip. In no particular order; unknown or ended sessions have
   * none, so a logout that completed before the query is seen.
   */
  findByLiveSessions: async (sessionIds: readonly string[]): Promise<SessionUser[]> => {
    if (sessionIds.length === 0) return [];
    const query = db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select('sessions.id as session_id')
      .where('sessions.logout_date', 'is', null);
    const rows = await (sessionIds.length === 1
      ? query.where('sessions.id', '=', sessionIds[0]!)
      : query.where('sessions.id', 'in', sessionIds)
    ).execute();
    return rows.map(({ session_id, ...row }) => ({ sessionId: session_id, user: recordOf(row) }));
  },

  /** Users whose row changed after `since` (every user for -1), for indexes that follow settings and access. */
  changedSince: async (since: number): Promise<UserRecord[]> =>
    (await db.selectFrom('users').selectAll().where('updated_at', '>', since).execute()).map(recordOf),

  findByEmail: async (email: string): Promise<UserRecord | undefined> => {
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    return row === undefined ? undefined : recordOf(row);
  },

  /** Users whose e-mail or display name contains `search` (any case), newest sign-ups first, and how many match. */
  search: async (search: string, limit: number, offset: number) => {
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
      .selectAll()
      .orderBy('register_date', 'desc')
      .orderBy('id', 'asc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { users: rows.map(recordOf), total: Number(total?.count ?? 0) };
  },

  /** Every avatar file a user row names (the uploads' sweep deletes the others). */
  avatarFiles: async (): Promise<Set<string>> => {
    const rows = await db
      .selectFrom('users')
      .select('avatar_file')
      .where('avatar_file', 'is not', null)
      .execute();
    return new Set(rows.map((row) => row.avatar_file!));
  },

  insert: async ({ accessMaps, ...user }: NewUserRecord): Promise<void> => {
    await db
      .insertInto('users')
      .values({ ...user, access_json: JSON.stringify(accessMaps) })
      .execute();
  },

  update: async (id: string, changes: UserChanges, nowMs: number): Promise<void> => {
    await db
      .updateTable('users')
      .set({ ...columnsOf(changes), updated_at: nowMs })
      .where('id', '=', id)
      .execute();
  },
});

export type UsersRepo = ReturnType<typeof createUsersRepo>;
