import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, signInAdministrator, signUpUser, startTestApp, type TestApp } from '../../../test';
import { seedContent } from '..';

let t: TestApp;
let admin: { authorization: string };
let user: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  t = await startTestApp(ADMIN_ENV);
  await seedContent(t.db, t.clock.now);
  admin = await signInAdministrator(t.app);
  user = await signUpUser(t.app);
});
afterAll(() => t.close());

type Entry = { id: string; label_en: string; label_fa: string; content_en: string; content_fa: string };
type Section = Entry & { position: number; children: (Entry & { position: number })[] };

const helpOf = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/help${query}`, headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as Section[];
};
const idsOf = (sections: Section[]) => sections.flatMap((s) => [s.id, ...s.children.map((c) => c.id)]);
const put = (id: string, payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/admin/help/${id}`, headers, payload });

describe('the help centre', () => {
  it('answers a tree of sections and children in English and Persian, in position order', async () => {
    const sections = await helpOf();
    expect(sections.map((s) => s.id).slice(0, 4)).toEqual([
      'getting-started',
      'markets',
      'assets-page',
      'matches',
    ]);
    for (const section of sections) {
      expect(section.label_en).not.toBe('');
      expect(section.label_fa).toMatch(/[\u0600-\u06FF]/);
      for (const child of section.children) {
        expect(child.content_en).toMatch(/^<(p|ul|ol|table)>/);
        expect(child.content_fa).toMatch(/[\u0600-\u06FF]/);
      }
      const positions = section.children.map((c) => c.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    const markets = sections.find((s) => s.id === 'markets')!;
    expect(markets.children.map((c) => c.id)).toEqual([
      'crypto',
      'currencies',
      'commodities',
      'indices',
      'stocks',
    ]);
    const fields = sections.find((s) => s.id === 'matches')!.children.find((c) => c.id === 'match-fields')!;
    for (const term of ['Passed candle', 'Distance', 'Zone', 'Pivot type'])
      expect(fields.content_en).toContain(term);
    expect(sections.find((s) => s.id === 'glossary')?.children).toEqual([]);
  });

  it('answers the phone variant without desktop-only pages, and the desktop one without phone-only pages', async () => {
    const desktop = idsOf(await helpOf());
    const mobile = idsOf(await helpOf('?type=mobile'));
    expect(desktop).toContain('matches-grid');
    expect(desktop).not.toContain('install-app');
    expect(mobile).not.toContain('matches-grid');
    expect(mobile).not.toContain('desktop-layout');
    expect(mobile).toEqual(
      expect.arrayContaining(['install-app', 'mobile-layout', 'matches-list', 'pivot-types']),
    );
    expect(idsOf(await helpOf('?type=desktop'))).toEqual(desktop);

    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/help?type=tablet', headers: user.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('help.type-not-valid');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/help' })).statusCode).toBe(401);
  });

  it('creates a section and a child, sanitizing the HTML it stores', async () => {
    const section = await put('news', { label_en: 'News', label_fa: 'اخبار', position: 5 });
    expect(section.statusCode).toBe(201);
    const child = await put('release-notes', {
      parentId: 'news',
      label_en: 'Release notes',
      label_fa: 'یادداشت‌های انتشار',
      content_en: '<p onclick="x()">New <script>alert(1)</script><a href="javascript:alert(1)">radar</a></p>',
      content_fa: '<p style="color:red">رادار تازه</p><iframe src="https://evil.test"></iframe>',
      image_light: '/help/release-light.png',
      image_dark: 'https://cdn.tradescope.test/release-dark.png',
      platform: 'desktop',
    });
    expect(child.statusCode).toBe(201);
    expect(child.json().data.content_en).toBe('<p>New <a>radar</a></p>');

    const stored = await t.db
      .selectFrom('help_sections')
      .selectAll()
      .where('id', '=', 'release-notes')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      parent_id: 'news',
      platform: 'desktop',
      content_en: '<p>New <a>radar</a></p>',
      content_fa: '<p>رادار تازه</p>',
      image_light: '/help/release-light.png',
      image_dark: 'https://cdn.tradescope.test/release-dark.png',
    });
    const news = (await helpOf()).find((s) => s.id === 'news');
    expect(news?.children.map((c) => c.id)).toEqual(['release-notes']);
    expect((await helpOf('?type=mobile')).some((s) => s.id === 'news')).toBe(false);
  });

  it('updates an entry in place', async () => {
    await put('faq-entry', { label_en: 'FAQ\u0000', label_fa: 'پرسش‌ها', image_light: '/help/faq.png' });
    const created = await t.db
      .selectFrom('help_sections')
      .select('label_en')
      .where('id', '=', 'faq-entry')
      .execute();
    expect(created).toEqual([{ label_en: 'FAQ' }]);
    const res = await put('faq-entry', {
      label_en: 'Questions',
      label_fa: 'پرسش‌های رایج',
      content_en: '<p>Hi</p>',
      image_light: '',
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.selectFrom('help_sections').selectAll().where('id', '=', 'faq-entry').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      label_en: 'Questions',
      label_fa: 'پرسش‌های رایج',
      content_en: '<p>Hi</p>',
      image_light: null,
    });
  });

  it('refuses bad entries with their keys and stores nothing', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['Bad_Id', { label_en: 'x', label_fa: 'x' }, 'help.id-not-valid'],
      ['no-fa', { label_en: 'x', label_fa: ' ' }, 'help.empty-label'],
      ['no-en', { label_fa: 'x' }, 'help.empty-label'],
      ['long', { label_en: 'x', label_fa: 'x', content_en: 'x'.repeat(20_001) }, 'help.too-long'],
      [
        'bad-image',
        { label_en: 'x', label_fa: 'x', image_dark: 'javascript:alert(1)' },
        'help.image-not-valid',
      ],
      ['orphan', { label_en: 'x', label_fa: 'x', parentId: 'no-such-section' }, 'help.parent-not-found'],
      ['grandchild', { label_en: 'x', label_fa: 'x', parentId: 'crypto' }, 'help.too-deep'],
      ['markets', { label_en: 'x', label_fa: 'x', parentId: 'getting-started' }, 'help.too-deep'],
      ['self', { label_en: 'x', label_fa: 'x', parentId: 'self' }, 'help.parent-not-found'],
      ['glossary', { label_en: 'x', label_fa: 'x', parentId: 'glossary' }, 'help.too-deep'],
    ];
    for (const [id, payload, key] of cases) {
      const res = await put(id, payload);
      expect(res.statusCode, `${id}`).toBe(400);
      expect(res.json().message).toBe(key);
      expect(res.json().errors[0].key).toBe(key);
    }
    const ids = ['no-fa', 'no-en', 'long', 'bad-image', 'orphan', 'grandchild', 'self'];
    expect(await t.db.selectFrom('help_sections').select('id').where('id', 'in', ids).execute()).toEqual([]);
    const markets = await t.db
      .selectFrom('help_sections')
      .selectAll()
      .where('id', '=', 'markets')
      .executeTakeFirst();
    expect(markets?.parent_id).toBeNull();
    const glossary = await t.db
      .selectFrom('help_sections')
      .selectAll()
      .where('id', '=', 'glossary')
      .executeTakeFirst();
    expect(glossary).toMatchObject({ parent_id: null, label_en: 'Glossary' });
  });

  it('deletes a section together with its children', async () => {
    await put('temp', { label_en: 'Temp', label_fa: 'موقت' });
    await put('temp-child', { label_en: 'Child', label_fa: 'فرزند', parentId: 'temp' });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/admin/help/temp', headers: admin });
    expect(res.statusCode).toBe(200);
    const left = await t.db
      .selectFrom('help_sections')
      .select('id')
      .where('id', 'in', ['temp', 'temp-child'])
      .execute();
    expect(left).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: '/api/v1/admin/help/temp', headers: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('help.not-found');
  });

  it('keeps writing to administrators', async () => {
    const refused = await put('hack', { label_en: 'x', label_fa: 'x' }, user.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('auth.forbidden');
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/help/markets',
      headers: user.headers,
    });
    expect(del.statusCode).toBe(403);
    expect(
      await t.db.selectFrom('help_sections').select('id').where('id', 'in', ['hack', 'markets']).execute(),
    ).toEqual([{ id: 'markets' }]);
  });
});
