import { defaultSettings, settingsSchema, userSchema } from '@tradescope/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, storeAccess, type TestApp } from '../../test';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type SignedUp = Awaited<ReturnType<typeof signUpUser>>;
const call = (user: SignedUp, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
const storedRow = (userId: string) =>
  t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
const grant = (userId: string, access: Record<string, number>) => storeAccess(t.db, userId, { access });
const nowS = () => Math.floor(t.clock.now / 1000);

const assetPack = (name: string) => ({
  name,
  title: name,
  enable: true,
  createDate: 1_790_000_000,
  position: 0,
  isEditable: true,
  settingsName: 'UserAssetPacks',
  lock: false,
  assets: ['btc', 'eth'],
});

describe('GET user', () => {
  it('answers the spec User of a new free user', async () => {
    const user = await signUpUser(t.app, { displayName: 'Sara' });
    const res = await call(user, 'GET', '/user');
    expect(res.statusCode).toBe(200);
    const view = userSchema.parse(res.json().data);
    expect(view).toMatchObject({
      cid: user.userId,
      email: user.email,
      displayName: 'Sara',
      plan: 'free',
      role: 'other',
    });
    expect(view.remainingDays.crypto).toBe(0);
    expect(view.limitations['asset-packs']).toBeGreaterThan(0);
  });

  it('names the plan and days from the access maps', async () => {
    const user = await signUpUser(t.app);
    await grant(user.userId, { pro: nowS() + 10 * 86_400 });
    const view = (await call(user, 'GET', '/user')).json().data;
    expect(view.plan).toBe('pro');
    expect(view.remainedDays).toBe(10);
  });

  it('needs a bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user' })).statusCode).toBe(401);
  });
});

describe('POST user/settings/edit', () => {
  it('stores a new asset pack and reads it back, dropping fields the schema does not know', async () => {
    const user = await signUpUser(t.app);
    const settings = defaultSettings();
    settings.crypto.UserAssetPacks = { 'My Pack 1': assetPack('My Pack 1') as never };
    const res = await call(user, 'POST', '/user/settings/edit', { ...settings, role: 'administrator' });
    expect(res.statusCode).toBe(200);
    const stored = JSON.parse((await storedRow(user.userId)).settings_json);
    expect(stored.role).toBeUndefined();
    expect(stored.crypto.UserAssetPacks['My Pack 1'].assets).toEqual(['btc', 'eth']);
    const readBack = (await call(user, 'GET', '/user')).json().data.settings;
    expect(readBack.crypto.UserAssetPacks['My Pack 1'].name).toBe('My Pack 1');
    expect((await storedRow(user.userId)).role).toBe('other');
  });

  it.each([
    ['an empty name', { ...assetPack(''), name: ' ' }, 'market.empty-name'],
    ['no assets', { ...assetPack('Empty'), assets: [] }, 'market.empty-coin-list'],
    ['the reserved name "all"', assetPack('All'), 'market.name-duplicate'],
  ])('refuses an asset pack with %s', async (_label, pack, key) => {
    const user = await signUpUser(t.app);
    const settings = defaultSettings();
    settings.crypto.UserAssetPacks = { x: pack as never };
    const res = await call(user, 'POST', '/user/settings/edit', settings);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(key);
    expect(JSON.parse((await storedRow(user.userId)).settings_json).crypto.UserAssetPacks).toEqual({});
  });

  it('refuses two packs whose names differ only in case', async () => {
    const user = await signUpUser(t.app);
    const settings = defaultSettings();
    settings.crypto.UserAssetPacks = { a: assetPack('Majors') as never, b: assetPack('majors ') as never };
    const res = await call(user, 'POST', '/user/settings/edit', settings);
    expect(res.json().message).toBe('market.name-duplicate');
  });

  it('caps pack counts by the plan, and a paid plan lifts the cap', async () => {
    const user = await signUpUser(t.app);
    const cap = (await call(user, 'GET', '/user')).json().data.limitations['asset-packs'] as number;
    const settings = defaultSettings();
    settings.crypto.UserAssetPacks = Object.fromEntries(
      Array.from({ length: cap + 1 }, (_, i) => [`P${i}`, assetPack(`P${i}`)]),
    ) as never;
    const refused = await call(user, 'POST', '/user/settings/edit', settings);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('market.max-packs');
    await grant(user.userId, { hero: nowS() + 86_400 });
    expect((await call(user, 'POST', '/user/settings/edit', settings)).statusCode).toBe(200);
  });

  it('keeps system packs as the server has them', async () => {
    const user = await signUpUser(t.app);
    const settings = defaultSettings();
    settings.crypto.AtaAssetPacks = { Forged: { ...assetPack('Forged'), isEditable: false } as never };
    await call(user, 'POST', '/user/settings/edit', settings);
    const stored = JSON.parse((await storedRow(user.userId)).settings_json).crypto.AtaAssetPacks;
    expect(Object.keys(stored)).toEqual(['Top 10', 'Top 20', 'DeFi']);
    expect(stored['Top 10']).toMatchObject({
      isEditable: false,
      assets: expect.arrayContaining(['btc', 'eth']),
    });
  });

  it('shows every user the system packs of each market', async () => {
    const user = await signUpUser(t.app);
    const { settings } = (await call(user, 'GET', '/user')).json().data;
    expect(Object.keys(settings.commodities.AtaAssetPacks)).toEqual(['Metals', 'Energy']);
    expect(settings.stock.AtaAssetPacks['Mega caps'].assets).toContain('aapl');
  });

  it('refuses a document that is not a settings document', async () => {
    const user = await signUpUser(t.app);
    const res = await call(user, 'POST', '/user/settings/edit', { language: 'xx' });
    expect(res.statusCode).toBe(400);
    expect(settingsSchema.safeParse(JSON.parse((await storedRow(user.userId)).settings_json)).success).toBe(
      true,
    );
  });
});

describe('profile', () => {
  it('updates name and national code, and refuses bad ones with their keys', async () => {
    const user = await signUpUser(t.app);
    const ok = await call(user, 'POST', '/user/update', {
      displayName: ' Reza ',
      nationalCode: '0076229645',
    });
    expect(ok.statusCode).toBe(200);
    expect(await storedRow(user.userId)).toMatchObject({ display_name: 'Reza', national_code: '0076229645' });
    const badCode = await call(user, 'POST', '/user/update', {
      displayName: 'Reza',
      nationalCode: '1111111111',
    });
    expect(badCode.json().message).toBe('profile.profile-tab.national-code-wrong');
    const noName = await call(user, 'POST', '/user/update', { displayName: '', nationalCode: '0076229645' });
    expect(noName.json().message).toBe('profile.profile-tab.name-empty');
  });

  it('renames a user who has no national code yet, and refuses to empty a stored one', async () => {
    const user = await signUpUser(t.app, { displayName: 'Sara' });
    const renamed = await call(user, 'POST', '/user/update', { displayName: 'Sara K', nationalCode: '' });
    expect(renamed.statusCode).toBe(200);
    expect(await storedRow(user.userId)).toMatchObject({ display_name: 'Sara K', national_code: '' });
    await call(user, 'POST', '/user/update', { displayName: 'Sara K', nationalCode: '0076229645' });
    const emptied = await call(user, 'POST', '/user/update', { displayName: 'Sara K', nationalCode: '' });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().message).toBe('profile.profile-tab.national-code-wrong');
    expect((await storedRow(user.userId)).national_code).toBe('0076229645');
  });

  it('changes the password with the current one and signs out every other session', async () => {
    const user = await signUpUser(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    const otherSession = other.cookies.find((c) => c.name === 'ts_session')!.value;
    const wrong = await call(user, 'POST', '/user/reset-password', {
      currentPassword: 'nope',
      newPassword: 'new secret pass',
    });
    expect(wrong.json().message).toBe('profile.change-password-tab.password-wrong');
    const ok = await call(user, 'POST', '/user/reset-password', {
      currentPassword: user.password,
      newPassword: 'new secret pass',
    });
    expect(ok.statusCode).toBe(200);
    const otherToken = await t.app.inject({
      method: 'GET',
      url: '/api/v1/token',
      cookies: { ts_session: otherSession },
    });
    expect(otherToken.statusCode).toBe(403);
    expect((await call(user, 'GET', '/user')).statusCode).toBe(200);
  });

  it('lists sessions and terminates only the caller’s own', async () => {
    const user = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    const sessions = (await call(user, 'GET', '/user/activity')).json().data;
    // Dates are unix seconds, as the domain's record says (spec §3 Session).
    expect(sessions).toEqual([
      expect.objectContaining({ action: 'login', loginDate: nowS(), logoutDate: null }),
    ]);
    const strangers = (await call(stranger, 'GET', '/user/activity')).json().data;
    expect((await call(user, 'DELETE', `/user/activity/${strangers[0].id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/user')).statusCode).toBe(200);
    expect((await call(user, 'DELETE', `/user/activity/${sessions[0].id}`)).statusCode).toBe(200);
    expect((await call(user, 'GET', '/user')).statusCode).toBe(401);
  });
});

describe('freeze', () => {
  it('stops the crypto clock while frozen and gives the days back on unfreeze', async () => {
    const user = await signUpUser(t.app);
    const expiry = nowS() + 20 * 86_400;
    await grant(user.userId, { pro: expiry });
    expect((await call(user, 'POST', '/user/freeze')).statusCode).toBe(200);
    expect((await call(user, 'GET', '/user')).json().data).toMatchObject({
      cryptoFreezeStatus: 'freezed',
      plan: 'free',
    });
    expect((await call(user, 'POST', '/user/freeze')).statusCode).toBe(409);
    t.clock.now += 5 * 86_400_000;
    expect((await call(user, 'POST', '/user/unfreeze')).statusCode).toBe(200);
    const access = JSON.parse((await storedRow(user.userId)).access_json).access;
    expect(access.pro).toBe(expiry + 5 * 86_400);
    expect((await call(user, 'GET', '/user')).json().data).toMatchObject({
      cryptoFreezeStatus: 'unfreezed',
      plan: 'pro',
    });
  });
});

describe('enable-xmoon', () => {
  it('refuses without an XMoon plan and enables it with one and a national code', async () => {
    const user = await signUpUser(t.app);
    await call(user, 'POST', '/user/update', { displayName: 'Reza', nationalCode: '0076229645' });
    const refused = await call(user, 'POST', '/user/enable-xmoon');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('profile.xmoon.no-plan');
    await grant(user.userId, { xmoon: nowS() + 86_400 });
    expect((await call(user, 'POST', '/user/enable-xmoon')).statusCode).toBe(200);
    expect((await storedRow(user.userId)).xmoon_enabled).toBe(1);
  });

  it('tells a user with neither a plan nor a national code about the plan first', async () => {
    const user = await signUpUser(t.app);
    const refused = await call(user, 'POST', '/user/enable-xmoon');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('profile.xmoon.no-plan');
    await grant(user.userId, { xmoon: nowS() + 86_400 });
    const noCode = await call(user, 'POST', '/user/enable-xmoon');
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe('profile.profile-tab.national-code-wrong');
  });
});
