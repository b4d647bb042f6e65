import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, signInAdministrator, signUpUser, startTestApp, type TestApp } from '../../../test';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await startTestApp(ADMIN_ENV);
  admin = await signInAdministrator(t.app);
});
afterAll(() => t?.close());

const QUOTE = { text_en: 'Clear signals.', text_fa: 'سیگنال‌های روشن.', name_en: 'Sara', name_fa: 'سارا' };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin/feedback-quotes${url}`, headers: admin, payload });
const list = async () => (await call('GET', '')).json().data as { id: string; text_en: string }[];

describe('admin feedback quotes', () => {
  it('lists the seeded quotes, adds one last, edits and deletes it', async () => {
    const seeded = await list();
    expect(seeded.length).toBeGreaterThan(0);

    const created = await call('POST', '', QUOTE);
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect((await list()).at(-1)).toMatchObject({ id, ...QUOTE });

    expect((await call('PUT', `/${id}`, { ...QUOTE, text_en: 'Even clearer.' })).statusCode).toBe(200);
    expect((await list()).find((quote) => quote.id === id)?.text_en).toBe('Even clearer.');

    expect((await call('DELETE', `/${id}`)).statusCode).toBe(200);
    expect((await list()).map((quote) => quote.id)).not.toContain(id);
  });

  it('feeds the loading screen quote of GET user', async () => {
    for (const quote of await list()) await call('DELETE', `/${quote.id}`);
    await call('POST', '', QUOTE);
    const user = await signUpUser(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: user.headers });
    expect(me.json().data.user_feedback).toEqual([QUOTE]);
  });

  it('refuses an empty text with feedback.quote-empty and an unknown quote with 404', async () => {
    const empty = await call('POST', '', { ...QUOTE, name_fa: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('feedback.quote-empty');
    const missing = await call('PUT', '/no-such-quote', QUOTE);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('feedback.quote-not-found');
    expect((await call('DELETE', '/no-such-quote')).json().message).toBe('feedback.quote-not-found');
  });
});
