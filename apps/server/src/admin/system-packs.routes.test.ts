import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, signInAdministrator, signUpUser, startTestApp, type TestApp } from '../../test';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await startTestApp(ADMIN_ENV);
  admin = await signInAdministrator(t.app);
});
afterAll(() => t?.close());

type Entry = { market: string; section: string; name: string; pack: Record<string, unknown> };
const packs = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/admin/system-packs', headers: admin })).json()
    .data as Entry[];
const edit = (market: string, section: string, name: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/system-packs/${market}/${section}/${encodeURIComponent(name)}`,
    headers: admin,
    payload,
  });

describe('admin system packs', () => {
  it('lists every market’s seeded packs', async () => {
    const all = await packs();
    for (const market of ['crypto', 'currencies', 'commodities', 'indices', 'stock'])
      expect(all.some((entry) => entry.market === market && entry.section === 'AtaAssetPacks')).toBe(true);
  });

  it('edits a crypto asset pack: stored, and every user sees it in their settings at once', async () => {
    const pack = (await packs()).find(
      (entry) => entry.market === 'crypto' && entry.section === 'AtaAssetPacks',
    )!;
    const res = await edit('crypto', 'AtaAssetPacks', pack.name, {
      title: 'Majors',
      assets: ['btc', 'eth', 'btc'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pack).toMatchObject({ name: pack.name, title: 'Majors', assets: ['btc', 'eth'] });

    const user = await signUpUser(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: user.headers });
    expect(me.json().data.settings.crypto.AtaAssetPacks[pack.name]).toMatchObject({
      title: 'Majors',
      assets: ['btc', 'eth'],
      isEditable: false,
    });
    const stored = (await packs()).find((entry) => entry.name === pack.name && entry.market === 'crypto');
    expect(stored?.pack.title).toBe('Majors');
  });

  it('refuses an empty pack with the spec’s key and keeps the pack as it was', async () => {
    const pack = (await packs()).find(
      (entry) => entry.market === 'stock' && entry.section === 'AtaAssetPacks',
    )!;
    const empty = await edit('stock', 'AtaAssetPacks', pack.name, { assets: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('market.empty-stock-list');
    const simple = (await packs()).find((entry) => entry.section === 'AtaSimpleStrategyPacks')!;
    const noStrategy = await edit(simple.market, simple.section, simple.name, { strategiesIds: [] });
    expect(noStrategy.json().message).toBe('market.empty-strategy');
    expect(
      (await packs()).find((entry) => entry.market === 'stock' && entry.name === pack.name)?.pack,
    ).toEqual(pack.pack);
  });

  it('answers 404 for a pack that does not exist and 400 for an unknown section', async () => {
    expect((await edit('crypto', 'AtaAssetPacks', 'nothing-here', { title: 'x' })).statusCode).toBe(404);
    expect((await edit('crypto', 'UserAssetPacks', 'x', { title: 'x' })).statusCode).toBe(400);
  });
});
