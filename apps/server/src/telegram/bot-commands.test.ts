import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  botLinkTokenOf,
  FakeTelegramBotApi,
  linkTelegramChat,
  signUpUser,
  startTestApp,
  type TestApp,
  telegramEnv,
  verifyPhoneOf,
} from '../../test';
import { BOT_LINK_LIFETIME_MS } from '../verification';

let fake: FakeTelegramBotApi;
let t: TestApp;
beforeAll(async () => {
  fake = await FakeTelegramBotApi.start();
  t = await startTestApp(telegramEnv(fake));
  await fake.waitForPolling();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let chatCounter = 5_000_000;
const freshChat = () => ++chatCounter;

/** Types into the chat and answers what the bot said back. */
const say = async (chatId: number, text: string, languageCode?: string): Promise<string> => {
  const before = fake.messagesTo(chatId).length;
  await fake.waitForHandled(fake.type(chatId, text, { languageCode }));
  const replies = fake.messagesTo(chatId);
  expect(replies).toHaveLength(before + 1);
  return replies.at(-1)!.text;
};

const connectedOf = async (user: { headers: Record<string, string> }): Promise<boolean> =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: user.headers })).json().data.alertBot
    .connected;

const recipientOf = (userId: string) => t.app.telegram!.alerts.recipientOf(userId);

/** The language setting as POST user/settings/edit stores it (spec §3 settings.language). */
const speakPersian = async (userId: string): Promise<void> => {
  const row = await t.db
    .selectFrom('users')
    .select('settings_json')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const settings_json = JSON.stringify({ ...JSON.parse(row.settings_json), language: 'fa' });
  await t.db.updateTable('users').set({ settings_json }).where('id', '=', userId).execute();
};

describe('/start <link token>', () => {
  it('binds the chat of a user with a verified phone, once, and GET user says the bot is connected', async () => {
    const user = await signUpUser(t.app, { displayName: 'Sara Trader' });
    await verifyPhoneOf(t, user);
    const token = await botLinkTokenOf(t, user);
    const chat = freshChat();
    expect(await connectedOf(user)).toBe(false);
    expect(await recipientOf(user.userId)).toEqual({ none: 'unbound' });

    expect(await say(chat, `/start ${token}`)).toMatch(/^Connected: Tradescope alerts of Sara Trader/);
    expect(await connectedOf(user)).toBe(true);
    expect(await recipientOf(user.userId)).toEqual({ chatId: String(chat) });

    // The same link opened again from the same chat changes nothing; from another chat it is spent.
    expect(await say(chat, `/start ${token}`)).toMatch(
      /already receives the Tradescope alerts of Sara Trader/,
    );
    const other = freshChat();
    expect(await say(other, `/start ${token}`)).toMatch(/already been used/);
    expect(await recipientOf(user.userId)).toEqual({ chatId: String(chat) });
  });

  it('refuses an expired link, and the app hands out a fresh one that works', async () => {
    const user = await signUpUser(t.app);
    await verifyPhoneOf(t, user);
    const stale = await botLinkTokenOf(t, user);
    t.clock.now += BOT_LINK_LIFETIME_MS;
    const chat = freshChat();
    expect(await say(chat, `/start ${stale}`)).toMatch(/has expired \(a link lasts one hour\)/);
    expect(await recipientOf(user.userId)).toEqual({ none: 'unbound' });

    const fresh = await botLinkTokenOf(t, user);
    expect(fresh).not.toBe(stale);
    expect(await say(chat, `/start ${fresh}`)).toMatch(/^Connected/);
    expect(await recipientOf(user.userId)).toEqual({ chatId: String(chat) });
  });

  it('refuses a user whose phone is no longer verified, in their language, binding nothing', async () => {
    const user = await signUpUser(t.app);
    await verifyPhoneOf(t, user);
    const token = await botLinkTokenOf(t, user);
    await t.db.updateTable('users').set({ phone_verified: 0 }).where('id', '=', user.userId).execute();
    await speakPersian(user.userId);
    const chat = freshChat();
    expect(await say(chat, `/start ${token}`)).toMatch(/^ربات تریداسکوپ به شماره تلفن تأییدشده نیاز دارد/);
    expect(await recipientOf(user.userId)).toEqual({ none: 'unbound' });
    // The link is not spent: once the phone is verified again it still binds.
    await t.db.updateTable('users').set({ phone_verified: 1 }).where('id', '=', user.userId).execute();
    expect(await say(chat, `/start ${token}`)).toMatch(/^متصل شد/);
  });

  it('answers an unknown link or a bare /start in the language of the Telegram app', async () => {
    expect(await say(freshChat(), '/start not-a-real-token')).toMatch(/^This link is not valid/);
    expect(await say(freshChat(), '/start', 'fa')).toMatch(/^این گفتگو به هیچ حساب تریداسکوپی متصل نیست/);
  });

  it('keeps one chat per user and one user per chat', async () => {
    const first = await signUpUser(t.app);
    const second = await signUpUser(t.app);
    const chatA = freshChat();
    const chatB = freshChat();
    await linkTelegramChat(t, fake, first, chatA);
    // The user links a second chat: the first one stops receiving.
    await say(chatB, `/start ${await botLinkTokenOf(t, first)}`);
    expect(await recipientOf(first.userId)).toEqual({ chatId: String(chatB) });
    // Another account takes chat B over: the first user has no chat left.
    await linkTelegramChat(t, fake, second, chatB);
    expect(await recipientOf(second.userId)).toEqual({ chatId: String(chatB) });
    expect(await recipientOf(first.userId)).toEqual({ none: 'unbound' });
    expect(await connectedOf(first)).toBe(false);
  });
});

describe('/stop, /status and /mute', () => {
  it('tells the link and the mute state, mutes until a time, unmutes, and unbinds', async () => {
    const user = await signUpUser(t.app, { displayName: 'Reza' });
    const chat = freshChat();
    await linkTelegramChat(t, fake, user, chat);
    expect(await say(chat, '/status')).toBe('Connected to the Tradescope account of Reza.\nAlerts: on.');

    // A fixed moment for the texts below, put back afterwards: later tests sign tokens on the real clock.
    const before = t.clock.now;
    onTestFinished(() => {
      t.clock.now = before;
    });
    t.clock.now = Date.UTC(2026, 10, 26, 12, 0);
    expect(await say(chat, '/mute 1h')).toBe(
      'Alerts muted until 26 Nov 2026, 13:00 (UTC). /mute off turns them back on.',
    );
    expect(await recipientOf(user.userId)).toEqual({ none: 'muted' });
    expect(await say(chat, '/status')).toMatch(/Alerts: muted until 26 Nov 2026, 13:00 \(UTC\)\.$/);
    t.clock.now += 60 * 60_000;
    expect(await recipientOf(user.userId)).toEqual({ chatId: String(chat) });
    expect(await say(chat, '/status')).toMatch(/Alerts: on\.$/);

    expect(await say(chat, '/mute 30m')).toMatch(/muted until 26 Nov 2026, 13:30/);
    expect(await say(chat, '/mute 8h')).toMatch(/muted until 26 Nov 2026, 21:00/);
    expect(await say(chat, '/mute off')).toBe('Alerts are on again.');
    expect(await recipientOf(user.userId)).toEqual({ chatId: String(chat) });
    expect(await say(chat, '/mute forever')).toBe('Use /mute 30m, /mute 1h, /mute 8h, or /mute off.');

    expect(await say(chat, '/stop')).toMatch(/^Disconnected/);
    expect(await recipientOf(user.userId)).toEqual({ none: 'unbound' });
    expect(await connectedOf(user)).toBe(false);
    expect(await say(chat, '/status')).toMatch(/^This chat is not connected/);
    expect(await say(chat, '/mute 1h')).toMatch(/^This chat is not connected/);
    // Every reply to one chat waits its second in the send queue.
  }, 30_000);

  it('speaks Persian to a Persian account', async () => {
    const user = await signUpUser(t.app);
    await speakPersian(user.userId);
    const chat = freshChat();
    await linkTelegramChat(t, fake, user, chat);
    expect(await say(chat, '/mute off')).toBe('هشدارها دوباره روشن شدند.');
    expect(await say(chat, '/stop')).toMatch(/^اتصال قطع شد/);
  });

  it('unbinds a chat whose user blocks the bot', async () => {
    const user = await signUpUser(t.app);
    const chat = freshChat();
    await linkTelegramChat(t, fake, user, chat);
    const blocked = fake.inject({
      my_chat_member: {
        chat: { id: chat, type: 'private', first_name: 'Trader' },
        from: { id: chat, is_bot: false, first_name: 'Trader' },
        date: Math.floor(Date.now() / 1000),
        old_chat_member: { status: 'member', user: { id: 1, is_bot: true, first_name: 'Bot' } },
        new_chat_member: {
          status: 'kicked',
          until_date: 0,
          user: { id: 1, is_bot: true, first_name: 'Bot' },
        },
      },
    });
    await fake.waitForHandled(blocked);
    expect(await recipientOf(user.userId)).toEqual({ none: 'unbound' });
  });
});
