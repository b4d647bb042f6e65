import type { Language } from '@tradescope/domain';
import { languageSchema } from '@tradescope/domain';
import type { Database } from '../db';
import { BOT_LINK_LIFETIME_MS } from '../verification';

/** The account a chat speaks for: enough to greet it and answer in its language. */
export type ChatOwner = { userId: string; name: string; language: Language; mutedUntil: number | null };

export type RedeemOutcome =
  | { kind: 'bound' | 'already-bound' | 'used' | 'expired' | 'phone-unverified'; owner: ChatOwner }
  | { kind: 'unknown' };

type OwnerColumns = {
  user_id: string;
  display_name: string;
  email: string;
  settings_json: string;
  muted_until: number | null;
};

// The settings document is the user's (spec §3); only its language matters here, and a broken one means English.
const languageOf = (settingsJson: string): Language => {
  try {
    return languageSchema.catch('en').parse((JSON.parse(settingsJson) as { language?: unknown }).language);
  } catch {
    return 'en';
  }
};

const ownerOf = (row: OwnerColumns): ChatOwner => ({
  userId: row.user_id,
  name: row.display_name.trim() === '' ? row.email : row.display_name,
  language: languageOf(row.settings_json),
  mutedUntil: row.muted_until,
});

const linksWithOwner = (db: Database) =>
  db
    .selectFrom('alert_bot_links')
    .innerJoin('users', 'users.id', 'alert_bot_links.user_id')
    .select([
      'alert_bot_links.user_id',
      'alert_bot_links.created_at',
      'alert_bot_links.used_at',
      'alert_bot_links.chat_id',
      'alert_bot_links.muted_until',
      'users.display_name',
      'users.email',
      'users.settings_json',
      'users.phone_verified',
    ]);

/**
 * Chats bound to accounts, kept on the bot link a chat redeemed (alert_bot_links): a binding is a used link with a
 * chat_id. One chat per user and one user per chat.
 */
export const createBindingsRepo = (db: Database) => ({
  /** /start <token>: binds the chat when the link is live and its user's phone verified (spec §1, §4). */
  redeem: (token: string, chatId: string, nowMs: number): Promise<RedeemOutcome> =>
    db.transaction().execute(async (trx) => {
      const link = await linksWithOwner(trx).where('alert_bot_links.token', '=', token).executeTakeFirst();
      if (link === undefined) return { kind: 'unknown' };
      const owner = ownerOf(link);
      if (link.used_at !== null) return { kind: link.chat_id === chatId ? 'already-bound' : 'used', owner };
      if (nowMs - link.created_at >= BOT_LINK_LIFETIME_MS) return { kind: 'expired', owner };
      if (link.phone_verified !== 1) return { kind: 'phone-unverified', owner };
      // The user's previous chat and the chat's previous user both lose their binding.
      await trx
        .updateTable('alert_bot_links')
        .set({ chat_id: null, muted_until: null })
        .where((eb) => eb.or([eb('user_id', '=', link.user_id), eb('chat_id', '=', chatId)]))
        .where('chat_id', 'is not', null)
        .execute();
      // A second /start racing this one finds used_at set and binds nothing.
      const redeemed = await trx
        .updateTable('alert_bot_links')
        .set({ used_at: nowMs, chat_id: chatId, muted_until: null })
        .where('token', '=', token)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(redeemed.numUpdatedRows) === 1
        ? { kind: 'bound', owner: { ...owner, mutedUntil: null } }
        : { kind: 'used', owner };
    }),

  ownerOfChat: async (chatId: string): Promise<ChatOwner | undefined> => {
    const row = await linksWithOwner(db).where('alert_bot_links.chat_id', '=', chatId).executeTakeFirst();
    return row === undefined ? undefined : ownerOf(row);
  },

  chatOf: async (userId: string): Promise<{ chatId: string; mutedUntil: number | null } | undefined> => {
    const row = await db
      .selectFrom('alert_bot_links')
      .select(['chat_id', 'muted_until'])
      .where('user_id', '=', userId)
      .where('chat_id', 'is not', null)
      .executeTakeFirst();
    return row?.chat_id == null ? undefined : { chatId: row.chat_id, mutedUntil: row.muted_until };
  },

  /** /stop, or a chat that blocked the bot. Answers whether the chat was bound. */
  unbindChat: async (chatId: string): Promise<boolean> => {
    const result = await db
      .updateTable('alert_bot_links')
      .set({ chat_id: null, muted_until: null })
      .where('chat_id', '=', chatId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** /mute: `null` turns alerts back on. */
  muteChat: async (chatId: string, until: number | null): Promise<void> => {
    await db
      .updateTable('alert_bot_links')
      .set({ muted_until: until })
      .where('chat_id', '=', chatId)
      .execute();
  },
});

export type BindingsRepo = ReturnType<typeof createBindingsRepo>;
