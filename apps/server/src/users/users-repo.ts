import type { Database, NewUserRow, UserRow, UserUpdate } from '../db';

/** Queries on users; every write that changes a row also stamps updated_at. */
export const createUsersRepo = (db: Database) => ({
  findById: (id: string): Promise<UserRow | undefined> =>
    db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Rows of many users in one query (in no particular order; unknown ids have none). */
  findByIds: (ids: readonly string[]): Promise<UserRow[]> =>
    ids.length === 0
      ? Promise.resolve([])
      : db.selectFrom('users').selectAll().where('id', 'in', ids).execute(),

  findByEmail: (email: string): Promise<UserRow | undefined> =>
    db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst(),

  insert: async (row: NewUserRow): Promise<void> => {
    await db.insertInto('users').values(row).execute();
  },

  update: async (id: string, changes: UserUpdate, nowMs: number): Promise<void> => {
    await db
      .updateTable('users')
      .set({ ...changes, updated_at: nowMs })
      .where('id', '=', id)
      .execute();
  },
});

export type UsersRepo = ReturnType<typeof createUsersRepo>;
