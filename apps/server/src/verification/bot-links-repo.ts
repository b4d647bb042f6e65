import type { Database } from '../db';

/** A bot link opens the bot for an hour: long enough to install Telegram, short enough that a leaked link dies. */
export const BOT_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** Deep-link tokens of the alert bot; the bot (telegram module) sets used_at and chat_id when a chat redeems one. */
export const createBotLinksRepo = (db: Database) => ({
  /** The newest token no chat has redeemed and that still has time left at `nowMs`. */
  liveTokenOf: async (userId: string, nowMs: number): Promise<string | undefined> => {
    const row = await db
      .selectFrom('alert_bot_links')
      .select('token')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('created_at', '>', nowMs - BOT_LINK_LIFETIME_MS)
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
