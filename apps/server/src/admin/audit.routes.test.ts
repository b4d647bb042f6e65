import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, signInAdministrator, signUpUser, startTestApp, type TestApp } from '../../test';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await startTestApp(ADMIN_ENV);
  admin = await signInAdministrator(t.app);
});
afterAll(() => t?.close());

type Entry = { actorEmail: string; action: string; target: string | null; details: unknown; at: number };
const auditPage = async (page = 1) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?page=${page}`, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json().data as { entries: Entry[]; total: number; page: number; pageSize: number };
};

describe('the audit log', () => {
  it('records a grant: who, what, on whom, when and with what', async () => {
    const user = await signUpUser(t.app);
    const grant = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${user.userId}/grant`,
      headers: admin,
      payload: { group: 'crypto', tier: 'pro', days: 30 },
    });
    expect(grant.statusCode).toBe(200);

    const [latest] = (await auditPage()).entries;
    expect(latest).toEqual({
      id: expect.any(String),
      actorId: expect.any(String),
      actorEmail: ADMIN_ENV.ADMIN_EMAIL,
      action: 'POST /admin/users/:userId/grant',
      target: user.userId,
      details: { group: 'crypto', tier: 'pro', days: 30 },
      at: Math.floor(t.clock.now / 1000),
    });
  });

  it('records an impersonation with the user as its target', async () => {
    const user = await signUpUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/impersonate',
      headers: admin,
      payload: { userId: user.userId },
    });
    const [latest] = (await auditPage()).entries;
    expect(latest).toMatchObject({ action: 'POST /admin/impersonate', target: user.userId });
  });

  it('keeps no entry for a refused change or a read, and cuts long texts', async () => {
    const before = (await auditPage()).total;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/nobody/grant',
      headers: admin,
      payload: { group: 'crypto', tier: 'pro', days: 0 },
    });
    expect(refused.statusCode).toBe(400);
    await t.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: admin });
    expect((await auditPage()).total).toBe(before);

    const long = 'x'.repeat(1500);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/feedback-quotes',
      headers: admin,
      payload: { text_en: long, text_fa: 'متن', name_en: 'Sara', name_fa: 'سارا' },
    });
    expect(created.statusCode).toBe(201);
    const [latest] = (await auditPage()).entries;
    expect((latest!.details as { text_en: string }).text_en.length).toBeLessThan(400);
  });

  it('serves 25 entries a page, newest first, and an empty page past the end', async () => {
    for (let index = 0; index < 26; index += 1)
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/feedback-quotes',
        headers: admin,
        payload: { text_en: `quote ${index}`, text_fa: 'متن', name_en: 'Sara', name_fa: 'سارا' },
      });
    const first = await auditPage(1);
    expect(first.entries).toHaveLength(25);
    expect((first.entries[0]!.details as { text_en: string }).text_en).toBe('quote 25');
    expect((first.entries[24]!.details as { text_en: string }).text_en).toBe('quote 1');
    const last = await auditPage(Math.ceil(first.total / 25) + 1);
    expect(last.entries).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?page=0', headers: admin });
    expect(bad.statusCode).toBe(400);
  });
});
