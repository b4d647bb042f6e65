import { randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context';
import type { Database } from '../db';
import { HttpError } from '../http';
import { accountOf } from './account-of';
import { createBotLinksRepo } from './bot-links-repo';
import { VERIFICATION_KEYS as KEYS } from './verification-keys';

// 24 random bytes: 32 base64url characters, inside Telegram's 64-character [A-Za-z0-9_-] start parameter.
const newLinkToken = (): string => randomBytes(24).toString('base64url');

/**
 * GET alert-bots/bot-address: the Telegram deep link that binds the opening chat to this user. The same link comes
 * back until a chat redeems it or it expires (BOT_LINK_LIFETIME_MS). Spec §1: the bot needs a verified phone number.
 */
export const botAddressFor = async ({ db, users, config, now }: AppContext, userId: string) => {
  const user = await accountOf(users, userId);
  if (user.phone_verified !== 1) throw new HttpError(403, KEYS.botNeedsVerifiedPhone);
  const links = createBotLinksRepo(db);
  let token = await links.liveTokenOf(userId, now());
  if (token === undefined) {
    token = newLinkToken();
    await links.insert(token, userId, now());
  }
  return { url: `https://t.me/${config.telegramBotUsername}?start=${token}` };
};

/** For GET user: whether a Telegram chat has redeemed one of the user's links. */
export const botConnectionOf = async (db: Database, userId: string): Promise<{ connected: boolean }> => ({
  connected: await createBotLinksRepo(db).hasConnectedChat(userId),
});
