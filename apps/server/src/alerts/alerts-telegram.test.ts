import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertPackOf,
  FakeTelegramBotApi,
  linkTelegramChat,
  outboxOf,
  saveAlertPacks,
  scanMatchOf,
  scanned,
  signUpProUser,
  type signUpUser,
  startTestApp,
  type TestApp,
  telegramEnv,
} from '../../test';

let fake: FakeTelegramBotApi;
let t: TestApp;
let user: Awaited<ReturnType<typeof signUpUser>>;
const CHAT = 5151;
/** The alerts the chat got (the bot's own answers to /start are not alerts). */
const alertsInChat = () => fake.messagesTo(CHAT).filter((message) => message.text.includes('BTC/USDT'));

beforeAll(async () => {
  fake = await FakeTelegramBotApi.start();
  t = await startTestApp(telegramEnv(fake), { alerts: { random: () => 0 } });
  await fake.waitForPolling();
  user = await signUpProUser(t, 30);
  await linkTelegramChat(t, fake, user, CHAT);
  await saveAlertPacks(t, user, { Btc: alertPackOf('Btc', { sendTypes: ['bot'] }) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const rowOf = async (matchId: string) =>
  (await outboxOf(t, user.userId)).find((row) => row.match_id === matchId && row.channel === 'telegram');

describe('alerts through the Telegram bot (Bot API fake)', () => {
  it('sends a match to the linked chat once, as HTML with the chart link', async () => {
    const match = scanMatchOf();
    await scanned(t, [match]);
    await t.app.alerts.deliverDue();
    await scanned(t, [{ ...match, passedCandle: 2 }]);
    await t.app.alerts.deliverDue();
    const sent = alertsInChat();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ parseMode: 'HTML' });
    expect(sent[0]!.text).toContain('/market/crypto/chart?source=binance-spot');
    expect(await rowOf(match.id)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('waits the retry_after of a 429 before trying again, then delivers once', async () => {
    fake.failNext({ status: 429, retryAfter: 30 });
    const match = scanMatchOf({ matchDate: 5 });
    const before = alertsInChat().length;
    await scanned(t, [match]);
    await t.app.alerts.deliverDue();
    expect(await rowOf(match.id)).toMatchObject({ status: 'retrying', attempts: 1 });
    expect((await rowOf(match.id))!.next_attempt_at).toBe(t.clock.now + 30_000);
    t.clock.now += 29_000;
    await t.app.alerts.deliverDue();
    expect(alertsInChat()).toHaveLength(before);
    t.clock.now += 1_000;
    await t.app.alerts.deliverDue();
    expect(alertsInChat()).toHaveLength(before + 1);
    expect(await rowOf(match.id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('retries a 502 with backoff and delivers once', async () => {
    fake.failNext({ status: 502, times: 2 });
    const match = scanMatchOf({ matchDate: 6 });
    const before = alertsInChat().length;
    await scanned(t, [match]);
    await t.app.alerts.deliverDue();
    for (let i = 0; i < 3; i++) {
      t.clock.now += 60_000;
      await t.app.alerts.deliverDue();
    }
    expect(alertsInChat()).toHaveLength(before + 1);
    expect(await rowOf(match.id)).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('gathers the matches due together for one chat into one message (a chat gets one message a second)', async () => {
    const matches = [8, 9, 10].map((matchDate) => scanMatchOf({ matchDate }));
    const before = alertsInChat().length;
    await scanned(t, matches);
    await t.app.alerts.deliverDue();
    const sent = alertsInChat().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('3 new alerts');
    expect(sent[0]!.text.match(/\/market\/crypto\/chart\?/g)).toHaveLength(3);
    for (const match of matches)
      expect(await rowOf(match.id)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('records a chat that blocked the bot as dead, never retried', async () => {
    fake.block(CHAT);
    const match = scanMatchOf({ matchDate: 7 });
    await scanned(t, [match]);
    await t.app.alerts.deliverDue();
    expect((await rowOf(match.id))!.status).toBe('dead');
    expect((await rowOf(match.id))!.last_error).toMatch(/telegram-unbound/);
  });
});
