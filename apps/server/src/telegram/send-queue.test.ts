import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FakeTelegramBotApi,
  linkTelegramChat,
  signUpUser,
  startTestApp,
  type TestApp,
  telegramEnv,
} from '../../test';
import type { TelegramAlerts, TelegramRecipient, TelegramSendResult } from '.';
import { SEND_SPACING_MS } from './send-limits';

let fake: FakeTelegramBotApi;
let t: TestApp;
let alerts: TelegramAlerts;
beforeAll(async () => {
  fake = await FakeTelegramBotApi.start();
  t = await startTestApp(telegramEnv(fake));
  alerts = t.app.telegram!.alerts;
  await fake.waitForPolling();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let chatCounter = 7_000_000;
const freshChat = () => String(++chatCounter);
const html = (text: string) => ({ text, parseMode: 'HTML' as const });
const delivered: TelegramSendResult = { ok: true };
const noChat: TelegramRecipient = { none: 'unbound' };

describe('TelegramAlerts.send', () => {
  it('delivers an HTML alert, with its chart as a photo when there is one', async () => {
    const chat = freshChat();
    expect(await alerts.send(chat, html('<b>BTC/USDT</b> buy &amp; hold'))).toEqual({ ok: true });
    const photoUrl = 'https://tradescope.example/charts/btc.png';
    expect(await alerts.send(chat, { ...html('<b>ETH/USDT</b> sell'), photoUrl })).toEqual({ ok: true });
    expect(fake.messagesTo(chat)).toMatchObject([
      { method: 'sendMessage', text: '<b>BTC/USDT</b> buy &amp; hold', parseMode: 'HTML', photo: undefined },
      { method: 'sendPhoto', text: '<b>ETH/USDT</b> sell', parseMode: 'HTML', photo: photoUrl },
    ]);
  });

  it('sends the text alone when Telegram cannot fetch the chart image', async () => {
    const chat = freshChat();
    fake.failNext({
      method: 'sendPhoto',
      status: 400,
      description: 'Bad Request: wrong file identifier/HTTP URL specified',
    });
    const result = await alerts.send(chat, {
      ...html('<b>SOL/USDT</b> buy'),
      photoUrl: 'https://example.invalid/x.png',
    });
    expect(result).toEqual({ ok: true });
    expect(fake.messagesTo(chat)).toMatchObject([{ method: 'sendMessage', text: '<b>SOL/USDT</b> buy' }]);
  });

  it('unbinds a chat that blocked the bot and says so', async () => {
    const user = await signUpUser(t.app);
    const chat = 7_500_001;
    await linkTelegramChat(t, fake, user, chat);
    expect(await alerts.recipientOf(user.userId)).toEqual({ chatId: String(chat) });
    fake.block(chat);
    expect(await alerts.send(String(chat), html('alert'))).toEqual({
      ok: false,
      kind: 'unbound',
      reason: '403 Forbidden: bot was blocked by the user',
    });
    expect(await alerts.recipientOf(user.userId)).toEqual(noChat);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: user.headers });
    expect(me.json().data.alertBot).toEqual({ connected: false });
  });

  it('waits out a short 429 retry_after and delivers the alert once', async () => {
    const chat = freshChat();
    fake.failNext({ status: 429, retryAfter: 1, chatId: chat });
    const started = performance.now();
    expect(await alerts.send(chat, html('once'))).toEqual({ ok: true });
    const attempts = fake.calls.filter(
      (call) => call.method === 'sendMessage' && String(call.body.chat_id) === chat,
    );
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(fake.messagesTo(chat)).toHaveLength(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('hands a long 429 back to the outbox with its retry_after, sending nothing', async () => {
    const chat = freshChat();
    fake.failNext({ status: 429, retryAfter: 35, chatId: chat });
    expect(await alerts.send(chat, html('later'))).toEqual({
      ok: false,
      kind: 'retry',
      reason: '429 Too Many Requests: retry after',
      retryAfterMs: 35_000,
    });
    expect(fake.messagesTo(chat)).toEqual([]);
  });

  it('classifies a 502 as retry and a refused message as fatal', async () => {
    const chat = freshChat();
    fake.failNext({ status: 502, chatId: chat });
    expect(await alerts.send(chat, html('x'))).toEqual({
      ok: false,
      kind: 'retry',
      reason: '502 Bad Gateway',
    });
    expect(await alerts.send(chat, html('<b>unclosed'))).toMatchObject({
      ok: false,
      kind: 'fatal',
      reason: expect.stringMatching(/^400 Bad Request: can't parse entities/),
    });
    expect(fake.messagesTo(chat)).toEqual([]);
  });
});

describe('the send queue', () => {
  it('spaces the messages of one chat about a second apart', async () => {
    const chat = freshChat();
    const results = await Promise.all([1, 2, 3].map((n) => alerts.send(chat, html(`alert ${n}`))));
    expect(results).toEqual([delivered, delivered, delivered]);
    const times = fake.messagesTo(chat).map((message) => message.at);
    expect(times).toHaveLength(3);
    // The queue starts them 1050 ms apart; a busy test machine may deliver one a little early, never many at once.
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(900);
  }, 10_000);

  it('keeps every one-second window under 30 messages when many chats get an alert at once', async () => {
    const chats = Array.from({ length: 70 }, freshChat);
    const before = fake.sent.length;
    const results = await Promise.all(chats.map((chat) => alerts.send(chat, html('burst'))));
    expect(results.every((result) => result.ok)).toBe(true);
    const times = fake.sent.slice(before).map((message) => message.at);
    expect(times).toHaveLength(70);
    for (const start of times)
      expect(times.filter((at) => at >= start && at < start + 1000).length).toBeLessThanOrEqual(30);
    // Spaced, not serialised behind one another: 70 alerts take about 70 x 40 ms.
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(69 * SEND_SPACING_MS.overall - 50);
    expect(times.at(-1)! - times[0]!).toBeLessThan(5000);
  }, 15_000);
});

describe('shutdown', () => {
  it('does not wait for a pending retry_after: the send answers retry and the app closes at once', async () => {
    const own = await FakeTelegramBotApi.start();
    const app = await startTestApp(telegramEnv(own));
    await own.waitForPolling();
    own.failNext({ status: 429, retryAfter: 8 });
    const sending = app.app.telegram!.alerts.send('42', html('x'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    await app.close();
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await sending).toMatchObject({ ok: false, kind: 'retry' });
    expect(own.sent).toEqual([]);
    await own.close();
  });
});
