import { performance } from 'node:perf_hooks';
import { Api } from 'grammy';
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
import { installSendLimits, SEND_SPACING_MS, TELEGRAM_LIMITS } from './send-limits';

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

/**
 * An Api of its own with the app's send limits, recording when each call leaves (a transformer installed before the
 * limits runs after them, right before the request): the rule is about what the bot sends, and stamps taken at the
 * fake would add the loopback's and the event loop's jitter, which no sender controls.
 */
const limitedApi = () => {
  const api = new Api(fake.token, { apiRoot: fake.apiRoot });
  const departures: { chatId: string; at: number }[] = [];
  api.config.use((prev, method, payload, signal) => {
    if (payload !== undefined && 'chat_id' in payload)
      departures.push({ chatId: String(payload.chat_id), at: performance.now() });
    return prev(method, payload, signal);
  });
  installSendLimits(api);
  return { api, departures };
};

/** Keeps the event loop busy for `ms`, as a loaded machine does: timers due meanwhile all run after it. */
const stall = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

const mostInOneSecond = (times: readonly number[]) =>
  Math.max(...times.map((start) => times.filter((at) => at >= start && at < start + 1000).length));

describe('the send queue', () => {
  it('keeps the messages of one chat a second apart, even after waiting behind other chats', async () => {
    const { api, departures } = limitedApi();
    const chat = freshChat();
    // The chat's first message queues behind 29 others; its second must not follow it closely.
    const sends = [
      ...Array.from({ length: 29 }, () => api.sendMessage(freshChat(), 'other')),
      ...[1, 2, 3].map((n) => api.sendMessage(chat, `alert ${n}`)),
    ];
    await Promise.all(sends);
    const times = departures.filter((one) => one.chatId === chat).map((one) => one.at);
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i += 1)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(TELEGRAM_LIMITS.perChatMs);
    expect(fake.messagesTo(chat).map((message) => message.text)).toEqual(['alert 1', 'alert 2', 'alert 3']);
  }, 20_000);

  it('sends at most 30 messages in any second when many chats get an alert at once, a stalled event loop too', async () => {
    const { api, departures } = limitedApi();
    const chats = Array.from({ length: 70 }, freshChat);
    const sends = Promise.all(chats.map((chat) => api.sendMessage(chat, 'burst')));
    // Half a second in, the process is busy for 400 ms: the queue's timers due meanwhile fire together after it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    stall(400);
    await sends;
    const times = departures.map((one) => one.at);
    expect(times).toHaveLength(70);
    expect(mostInOneSecond(times)).toBeLessThanOrEqual(TELEGRAM_LIMITS.perSecond);
    expect(chats.every((chat) => fake.messagesTo(chat).length === 1)).toBe(true);
    // Spaced, not serialised behind one another (that would be 70 x 1050 ms).
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual(69 * SEND_SPACING_MS.overall - 50);
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(10_000);
  }, 20_000);

  it('as the Bot API sees them: at most 30 messages in any second, a chat never two within a second', async () => {
    const { api } = limitedApi();
    const started = performance.now();
    const chats = Array.from({ length: 75 }, freshChat);
    const busy = chats[0]!;
    const sends = Promise.all([
      ...chats.map((chat) => api.sendMessage(chat, 'burst')),
      ...[1, 2].map((n) => api.sendMessage(busy, `again ${n}`)),
    ]);
    // Mid-burst the process is busy for 400 ms: calls out meanwhile reach the fake late, bunched with the next ones.
    await new Promise((resolve) => setTimeout(resolve, 500));
    stall(400);
    await sends;
    const seen = fake.sent.filter((message) => message.at >= started && chats.includes(message.chatId));
    expect(seen).toHaveLength(77);
    expect(mostInOneSecond(seen.map((message) => message.at))).toBeLessThanOrEqual(TELEGRAM_LIMITS.perSecond);
    const ofBusy = seen.filter((message) => message.chatId === busy).map((message) => message.at);
    expect(ofBusy).toHaveLength(3);
    for (let i = 1; i < ofBusy.length; i += 1)
      expect(ofBusy[i]! - ofBusy[i - 1]!).toBeGreaterThanOrEqual(TELEGRAM_LIMITS.perChatMs);
  }, 20_000);

  it("the app's bot sends through the same limits", async () => {
    const chat = freshChat();
    const results = await Promise.all([1, 2].map((n) => alerts.send(chat, html(`alert ${n}`))));
    expect(results).toEqual([delivered, delivered]);
    const [first, second] = fake.messagesTo(chat).map((message) => message.at);
    // Stamped at the fake, so with the loopback's jitter: a second apart give or take, never together (without the limits they arrive within milliseconds).
    expect(second! - first!).toBeGreaterThanOrEqual(TELEGRAM_LIMITS.perChatMs / 2);
  }, 10_000);
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
