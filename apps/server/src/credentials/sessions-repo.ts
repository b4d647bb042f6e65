import type { Database, SessionRow } from '../db';

type NewSession = Omit<SessionRow, 'logout_date' | 'last_seen_at'>;

/** A session is live while it has no logout date; ending one is a logout stamp, so activity keeps its history. */
export const createSessionsRepo = (db: Database) => ({
  insert: async (session: NewSession): Promise<void> => {
    await db
      .insertInto('sessions')
      .values({ ...session, logout_date: null, last_seen_at: session.login_date })
      .execute();
  },

  findLiveByTokenHash: (tokenHash: string): Promise<SessionRow | undefined> =>
    db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('logout_date', 'is', null)
      .executeTakeFirst(),

  findLiveById: (id: string): Promise<SessionRow | undefined> =>
    db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', id)
      .where('logout_date', 'is', null)
      .executeTakeFirst(),

  /** Live sessions of many ids in one query (in no particular order; unknown or ended ids have none). */
  findLiveByIds: async (ids: readonly string[]): Promise<SessionRow[]> =>
    ids.length === 0
      ? []
      : db
          .selectFrom('sessions')
          .selectAll()
          .where('id', 'in', ids)
          .where('logout_date', 'is', null)
          .execute(),

  touch: async (id: string, nowMs: number): Promise<void> => {
    await db.updateTable('sessions').set({ last_seen_at: nowMs }).where('id', '=', id).execute();
  },

  end: async (id: string, nowMs: number): Promise<void> => {
    await db
      .updateTable('sessions')
      .set({ logout_date: nowMs })
      .where('id', '=', id)
      .where('logout_date', 'is', null)
      .execute();
  },

  /** A user's own sign-ins, newest first (impersonations are the administrator's, not theirs); at most `limit`. */
  historyOf: (userId: string, limit: number) =>
    db
      .selectFrom('sessions')
      .select(['id', 'login_date', 'logout_date', 'ip', 'browser', 'os'])
      .where('user_id', '=', userId)
      .where('impersonator_id', 'is', null)
      .orderBy('login_date', 'desc')
      .limit(limit)
      .execute(),

  /** Ends one live session of a user; false when the user has no such live session. */
  endOwn: async (userId: string, id: string, nowMs: number): Promise<boolean> => {
    const result = await db
      .updateTable('sessions')
      .set({ logout_date: nowMs })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('logout_date', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** Ends every live session of a user but one (password change, freeze). */
  endAllOf: async (userId: string, nowMs: number, keepSessionId?: string): Promise<void> => {
    let query = db
      .updateTable('sessions')
      .set({ logout_date: nowMs })
      .where('user_id', '=', userId)
      .where('logout_date', 'is', null);
    if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
    await query.execute();
  },
});
