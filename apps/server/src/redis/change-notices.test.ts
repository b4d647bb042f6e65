import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ENV,
  alertPackOf,
  outboxOf,
  saveAlertPacks,
  scanMatchOf,
  scanned,
  signInAdministrator,
  signUpProUser,
  signUpUser,
  startTestApp,
  startTestRedis,
  type TestApp,
} from '../../test';

// Two processes on one database and one Redis: what one keeps in memory follows what the other changed.
const redis = await startTestRedis();

/** Retries `check` until it holds: a notice crosses Redis on its own time. */
const eventually = async (what: string, check: () => Promise<boolean>, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.skipIf(redis === undefined)('changes one process makes, seen by another', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp({ ...ADMIN_ENV, REDIS_URL: redis!.url });
    b = await startTestApp({ ...ADMIN_ENV, REDIS_URL: redis!.url }, { sharing: a });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  it('shows every user on B the system pack an administrator edited on A', async () => {
    const admin = await signInAdministrator(a.app);
    const listed = await a.app.inject({ method: 'GET', url: '/api/v1/admin/system-packs', headers: admin });
    const pack = (listed.json().data as { market: string; section: string; name: string }[]).find(
      (entry) => entry.market === 'crypto' && entry.section === 'AtaAssetPacks',
    )!;
    const edited = await a.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/system-packs/crypto/AtaAssetPacks/${encodeURIComponent(pack.name)}`,
      headers: admin,
      payload: { title: 'Majors on A' },
    });
    expect(edited.statusCode).toBe(200);
    const user = await signUpUser(b.app);
    const titleOnB = async () => {
      const me = await b.app.inject({ method: 'GET', url: '/api/v1/user', headers: user.headers });
      return me.json().data.settings.crypto.AtaAssetPacks[pack.name]?.title as string;
    };
    await eventually('the edited pack on B', async () => (await titleOnB()) === 'Majors on A');
  });

  it("alerts on B by the alert pack a user saved on A, without waiting for B's periodic re-read", async () => {
    const user = await signUpProUser(a);
    await saveAlertPacks(a, user, { Btc: alertPackOf('Btc') });
    const match = scanMatchOf();
    await eventually('the alert written by B', async () => {
      await scanned(b, [match]);
      return (await outboxOf(b, user.userId)).length > 0;
    });
    expect((await outboxOf(b, user.userId))[0]).toMatchObject({ match_id: match.id, pack_name: 'Btc' });
  });
});
