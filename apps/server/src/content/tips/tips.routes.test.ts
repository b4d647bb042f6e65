import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, signInAdministrator, signUpUser, startTestApp, type TestApp } from '../../../test';
import { clearContent } from '../../../test/content';
import { tipsForUser } from '..';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await startTestApp(ADMIN_ENV);
  await clearContent(t.db);
  admin = await signInAdministrator(t.app);
});
afterAll(() => t.close());

const TIP = {
  title_en: 'Zones',
  title_fa: 'ناحیه‌ها',
  tag_en: 'Matches',
  tag_fa: 'سیگنال‌ها',
  text_en: 'Distance 0 means inside the zone.',
  text_fa: 'فاصله‌ی ۰ یعنی داخل ناحیه.',
  link_en: '/help/matches/match-fields',
  link_fa: '/help/matches/match-fields',
  link_text_en: 'Read more',
  link_text_fa: 'بیشتر بخوانید',
};

const publish = (payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/tips', headers, payload });
const tipsOf = async (headers: { authorization: string }) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/tips', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; is_read: string; create_date: number; title_en: string }[];
};
const markRead = (headers: { authorization: string }, tipIds: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/tips/read', headers, payload: { tipIds } });

describe('tips', () => {
  it('publishes a tip in both languages, stores it, and lists it unread, newest first', async () => {
    const older = await publish({ ...TIP, title_en: 'Older' });
    t.clock.now += 60_000;
    const res = await publish(TIP);
    expect(res.statusCode).toBe(201);
    const tip = res.json().data;
    expect(tip).toMatchObject({
      ...TIP,
      is_read: '0',
      image_url: '',
      create_date: Math.floor(t.clock.now / 1000),
    });

    const stored = await t.db
      .selectFrom('tips')
      .selectAll()
      .where('id', '=', tip.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ ...TIP, create_date: t.clock.now });

    const user = await signUpUser(t.app);
    const list = await tipsOf(user.headers);
    expect(list.map((entry) => entry.id).slice(0, 2)).toEqual([tip.id, older.json().data.id]);
    expect(list.every((entry) => entry.is_read === '0')).toBe(true);
  });

  it('stores texts trimmed and without NUL, and a tip without a link', async () => {
    const res = await publish({ ...TIP, title_en: '  Spaced\u0000 title  ', link_en: '', link_text_en: '' });
    expect(res.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom('tips')
      .select(['title_en', 'link_en', 'link_text_en'])
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ title_en: 'Spaced title', link_en: '', link_text_en: '' });
  });

  it('marks tips read for the caller only, idempotently, ignoring ids that are not published', async () => {
    const { id } = (await publish(TIP)).json().data as { id: string };
    const reader = await signUpUser(t.app);
    const other = await signUpUser(t.app);

    const first = await markRead(reader.headers, [id, id, 'no-such-tip']);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ tipIds: [id] });
    const again = await markRead(reader.headers, [id]);
    expect(again.json().data).toEqual({ tipIds: [id] });

    const rows = await t.db.selectFrom('tip_reads').selectAll().where('tip_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.user_id).toBe(reader.userId);
    expect((await tipsOf(reader.headers)).find((tip) => tip.id === id)?.is_read).toBe('1');
    expect((await tipsOf(other.headers)).find((tip) => tip.id === id)?.is_read).toBe('0');
    // The GET user aggregator reads the same list (userTips).
    expect(await tipsForUser(t.db, reader.userId)).toEqual(await tipsOf(reader.headers));
  });

  it('refuses a read list that is not a list of ids', async () => {
    const user = await signUpUser(t.app);
    for (const tipIds of ['x', [''], [42], ['a\u0000b'], Array.from({ length: 201 }, (_, i) => `t${i}`)]) {
      const res = await markRead(user.headers, tipIds);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('tips.ids-not-valid');
    }
  });

  it('refuses a tip missing a language, with each field’s key', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...TIP, title_fa: '  ' }, 'tips.empty-title', 'body.title_fa'],
      [{ ...TIP, title_en: undefined }, 'tips.empty-title', 'body.title_en'],
      [{ ...TIP, text_en: '' }, 'tips.empty-text', 'body.text_en'],
      [{ ...TIP, link_text_fa: '' }, 'tips.empty-link-text', 'body.link_text_fa'],
      [{ ...TIP, link_en: 'javascript:alert(1)' }, 'tips.link-not-valid', 'body.link_en'],
      [{ ...TIP, image_url: 'data:image/png;base64,AAAA' }, 'tips.image-not-valid', 'body.image_url'],
      [{ ...TIP, text_fa: 'x'.repeat(4001) }, 'tips.too-long', 'body.text_fa'],
    ];
    const before = await t.db.selectFrom('tips').select('id').execute();
    for (const [payload, key, field] of cases) {
      const res = await publish(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(key);
      expect(res.json().errors).toContainEqual({ field, key });
    }
    expect(await t.db.selectFrom('tips').select('id').execute()).toHaveLength(before.length);
  });

  it('deletes a tip with everyone’s read marks, and answers 404 for an unknown one', async () => {
    const { id } = (await publish(TIP)).json().data as { id: string };
    const user = await signUpUser(t.app);
    await markRead(user.headers, [id]);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/tips/${id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(await t.db.selectFrom('tips').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await t.db.selectFrom('tip_reads').select('tip_id').where('tip_id', '=', id).execute()).toEqual(
      [],
    );
    expect((await tipsOf(user.headers)).some((tip) => tip.id === id)).toBe(false);

    const missing = await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/tips/${id}`, headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('tips.not-found');
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/tips/a%00b',
      headers: admin,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('tips.ids-not-valid');
  });

  it('keeps publishing and deleting to administrators, and tips to signed-in users', async () => {
    const user = await signUpUser(t.app);
    const refused = await publish(TIP, user.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('auth.forbidden');
    const { id } = (await publish(TIP)).json().data as { id: string };
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/tips/${id}`,
      headers: user.headers,
    });
    expect(del.statusCode).toBe(403);
    expect(await t.db.selectFrom('tips').select('id').where('id', '=', id).execute()).toHaveLength(1);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/user/tips' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousRead = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/tips/read',
      payload: { tipIds: [id] },
    });
    expect(anonymousRead.statusCode).toBe(401);
  });
});
