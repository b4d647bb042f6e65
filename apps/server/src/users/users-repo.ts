import type { Database, NewUserRow, UserRow, UserUpdate } from '../db';

/** Queries on users; every write that changes a row also stamps updated_at. */
export const createUsersRepo = (db: Database) => ({
  findById: (id: string): Promise<UserRow | undefined> =>
    db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

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
