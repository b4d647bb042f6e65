import type { TestApp } from './app';
import { FAKE_BOT_USERNAME, type FakeTelegramBotApi } from './fakes/telegram-bot-api';
import { verifyPhoneOf } from './verification';

type SignedUp = { userId: string; headers: Record<string, string> };

/** startTestApp's environment for a bot that talks to this fake (long polling: PUBLIC_URL stays http). */
export const telegramEnv = (fake: FakeTelegramBotApi): Record<string, string> => ({
  TELEGRAM_BOT_TOKEN: fake.token,
  TELEGRAM_API_ROOT: fake.apiRoot,
  TELEGRAM_BOT_USERNAME: FAKE_BOT_USERNAME,
});

/** The token of the user's bot link (GET alert-bots/bot-address), as /start receives it. */
export const botLinkTokenOf = async (t: TestApp, user: SignedUp): Promise<string> => {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/v1/alert-bots/bot-address',
    headers: user.headers,
  });
  const token = /\?start=([A-Za-z0-9_-]+)$/.exec(
    (answer.json().data as { url?: string } | undefined)?.url ?? '',
  )?.[1];
  if (token === undefined) throw new Error(`no bot link: ${answer.body}`);
  return token;
};

/**
 * The whole way a user links the bot: phone verified, bot link taken, /start <token> typed into the chat, and the
 * bot's answer received. Needs an app started with telegramEnv(fake), long polling.
 */
export const linkTelegramChat = async (
  t: TestApp,
  fake: FakeTelegramBotApi,
  user: SignedUp,
  chatId: number,
): Promise<void> => {
  await verifyPhoneOf(t, user);
  const update = fake.type(chatId, `/start ${await botLinkTokenOf(t, user)}`);
  await fake.waitForHandled(update);
};
