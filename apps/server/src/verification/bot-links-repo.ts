import type { Database } from '../db';

/** Deep-link tokens of the alert bot; the bot (a later issue) sets used_at and chat_id when a chat redeems one. */
export const createBotLinksRepo = (db: Database) => ({
  unusedTokenOf: async (userId: string): Promise<string | undefined> => {
    const row = await db
      .selectFrom('alert_bot_links')
      .select('token')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return row?.token;
  },

  insert: async (token: string, userId: string, nowMs: number): Promise<void> => {
    await db
      .insertInto('alert_bot_links')
      .values({ token, user_id: userId, created_at: nowMs, used_at: null, chat_id: null })
      .execute();
  },

  hasConnectedChat: async (userId: string): Promise<boolean> => {
    const row = await db
      .selectFrom('alert_bot_links')
      .select('token')
      .where('user_id', '=', userId)
      .where('used_at', 'is not', null)
      .where('chat_id', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  },
});
