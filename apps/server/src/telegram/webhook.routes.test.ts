import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  botLinkTokenOf,
  FakeTelegramBotApi,
  signUpUser,
  startTestApp,
  type TestApp,
  telegramEnv,
  verifyPhoneOf,
} from '../../test';
import { waitFor } from '../../test/wait';

let fake: FakeTelegramBotApi;
let t: TestApp;
beforeAll(async () => {
  fake = await FakeTelegramBotApi.start();
  // Telegram is down when the app starts: the webhook is set once it is back.
  fake.failNext({ method: 'setWebhook', status: 502 });
  t = await startTestApp({ ...telegramEnv(fake), PUBLIC_URL: 'https://tradescope.example' });
  await waitFor('setWebhook', () => fake.webhook !== undefined);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const startUpdate = (chatId: number, token: string) => ({
  update_id: 1,
  message: {
    message_id: 1,
    date: 1_790_000_000,
    chat: { id: chatId, type: 'private', first_name: 'Trader' },
    from: { id: chatId, is_bot: false, first_name: 'Trader' },
    text: `/start ${token}`,
    entities: [{ type: 'bot_command', offset: 0, length: 6 }],
  },
});

const post = (payload: object, secret?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/telegram/webhook',
    payload,
    headers: secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret },
  });

describe('webhook mode (PUBLIC_URL is https)', () => {
  it('sets the webhook with a secret instead of polling, again after a Bot API outage', () => {
    expect(fake.webhook).toMatchObject({
      url: 'https://tradescope.example/api/v1/telegram/webhook',
      secretToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      allowedUpdates: ['message', 'my_chat_member'],
    });
    expect(fake.calls.filter((call) => call.method === 'setWebhook')).toHaveLength(2);
    expect(fake.calls.some((call) => call.method === 'getUpdates')).toBe(false);
  });

  it('refuses an update without the secret or with a wrong one, acting on nothing', async () => {
    const user = await signUpUser(t.app);
    await verifyPhoneOf(t, user);
    const update = startUpdate(9_100_001, await botLinkTokenOf(t, user));
    const secret = fake.webhook!.secretToken!;
    const oneCharOff = `${secret.slice(0, -1)}${secret.endsWith('0') ? '1' : '0'}`;
    for (const given of [undefined, 'wrong', oneCharOff]) {
      const answer = await post(update, given);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ status: 'error', message: 'auth.unauthorized' });
    }
    expect(await t.app.telegram!.alerts.recipientOf(user.userId)).toEqual({ none: 'unbound' });
    expect(fake.sent).toEqual([]);
  });

  it('binds the chat from an update carrying the secret, and answers it', async () => {
    const user = await signUpUser(t.app);
    await verifyPhoneOf(t, user);
    const answer = await post(
      startUpdate(9_100_002, await botLinkTokenOf(t, user)),
      fake.webhook!.secretToken,
    );
    expect(answer.statusCode).toBe(200);
    expect(await t.app.telegram!.alerts.recipientOf(user.userId)).toEqual({ chatId: '9100002' });
    expect(fake.messagesTo(9_100_002)).toMatchObject([{ text: expect.stringMatching(/^Connected/) }]);
  });

  it('answers 400 to a body that is not an update', async () => {
    const answer = await post({ hello: 'world' }, fake.webhook!.secretToken);
    expect(answer.statusCode).toBe(400);
  });
});
