import { performance } from 'node:perf_hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_BOT_TOKEN, FAKE_BOT_USERNAME, FakeTelegramBotApi } from '..';

let fake: FakeTelegramBotApi;
beforeEach(async () => {
  fake = await FakeTelegramBotApi.start();
});
afterEach(() => fake.close());

const call = async (method: string, body: object = {}, token = FAKE_BOT_TOKEN) => {
  const response = await fetch(`${fake.apiRoot}/bot${token}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

describe('the Bot API fake', () => {
  it('answers getMe for its token and 401 for any other', async () => {
    expect(await call('getMe')).toMatchObject({
      status: 200,
      json: { ok: true, result: { username: FAKE_BOT_USERNAME } },
    });
    expect(await call('getMe', {}, '1:wrong')).toEqual({
      status: 401,
      json: { ok: false, error_code: 401, description: 'Unauthorized' },
    });
  });

  it('holds a long poll until an update arrives, and forgets updates an offset confirms', async () => {
    const started = performance.now();
    const polling = call('getUpdates', { offset: 0, timeout: 5 });
    await fake.waitForPolling();
    const typed = fake.type(1001, '/start abc');
    const { json } = await polling;
    expect(performance.now() - started).toBeLessThan(2000);
    expect(json.result).toEqual([typed]);
    expect(typed.message).toMatchObject({ entities: [{ type: 'bot_command', offset: 0, length: 6 }] });
    expect((await call('getUpdates', { offset: typed.update_id + 1, timeout: 0 })).json.result).toEqual([]);
    expect((await call('getUpdates', { offset: 0, timeout: 0 })).json.result).toEqual([]);
  });

  it('answers a long poll with nothing when its timeout passes', async () => {
    const started = performance.now();
    expect((await call('getUpdates', { timeout: 1 })).json.result).toEqual([]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  });

  it('refuses getUpdates while a webhook is set, as Telegram does', async () => {
    expect((await call('setWebhook', { url: 'http://plain.example/hook' })).status).toBe(400);
    await call('setWebhook', { url: 'https://app.example/hook', secret_token: 's3cret' });
    expect(fake.webhook).toMatchObject({ url: 'https://app.example/hook', secretToken: 's3cret' });
    expect((await call('getUpdates')).status).toBe(409);
    await call('deleteWebhook');
    expect((await call('getUpdates')).status).toBe(200);
  });

  it('records messages and refuses on demand: 429 with retry_after, 502, a blocked chat, bad HTML', async () => {
    fake.failNext({ status: 429, retryAfter: 3 });
    expect((await call('sendMessage', { chat_id: 5, text: 'a' })).json).toEqual({
      ok: false,
      error_code: 429,
      description: 'Too Many Requests: retry after',
      parameters: { retry_after: 3 },
    });
    fake.failNext({ status: 502, chatId: '6' });
    expect((await call('sendMessage', { chat_id: 5, text: 'b' })).status).toBe(200);
    expect((await call('sendMessage', { chat_id: 6, text: 'c' })).status).toBe(502);
    fake.block(7);
    expect((await call('sendMessage', { chat_id: 7, text: 'd' })).status).toBe(403);
    const bad = await call('sendMessage', { chat_id: 5, text: '<b>x</i>', parse_mode: 'HTML' });
    expect(bad.json.description).toMatch(/^Bad Request: can't parse entities/);
    await call('sendPhoto', {
      chat_id: 5,
      photo: 'https://x.example/c.png',
      caption: '<i>y</i>',
      parse_mode: 'HTML',
    });
    expect(fake.sent.map(({ method, chatId, text, photo }) => ({ method, chatId, text, photo }))).toEqual([
      { method: 'sendMessage', chatId: '5', text: 'b', photo: undefined },
      { method: 'sendPhoto', chatId: '5', text: '<i>y</i>', photo: 'https://x.example/c.png' },
    ]);
  });
});
