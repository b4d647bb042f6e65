import { defaultSettings, type Settings } from '@tradescope/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpProUser, signUpUser, startTestApp, type TestApp } from '../../test';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type SignedUp = Awaited<ReturnType<typeof signUpUser>>;
const save = (user: SignedUp, settings: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/settings/edit',
    headers: user.headers,
    payload: settings,
  });
const storedSettings = async (userId: string): Promise<Settings> =>
  JSON.parse(
    (
      await t.db
        .selectFrom('users')
        .select('settings_json')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).settings_json,
  );
const verifyPhone = (userId: string) =>
  t.db.updateTable('users').set({ phone_verified: 1 }).where('id', '=', userId).execute();

const packFields = (name: string, settingsName: string) => ({
  name,
  title: name,
  enable: true,
  createDate: 1_790_000_000,
  position: 0,
  isEditable: true,
  settingsName,
  lock: false,
});
const row = (strategyId: number | null, extra: object = {}) => ({
  strategyId,
  timeframe: [60],
  relation: 'and',
  passedCandle: { from: 0, to: 10 },
  distance: { from: 0, to: 5 },
  pivotType: [],
  ...extra,
});
const advancedPack = (name: string, items: object[]) => ({
  ...packFields(name, 'UserAdvanceStrategyPacks'),
  type: 'advance',
  items,
});
const alertPack = (name: string, sendTypes: string[]) => ({
  ...packFields(name, 'Alerts'),
  sources: ['binance-spot'],
  bases: ['btc'],
  quotes: ['usdt'],
  items: [row(1)],
  sendTypes,
});
const withPacks = (
  section: 'UserAssetPacks' | 'UserSimpleStrategyPacks' | 'UserAdvanceStrategyPacks' | 'Alerts',
  packs: object,
) => {
  const settings = defaultSettings();
  (settings.crypto as Record<string, unknown>)[section] = packs;
  return settings;
};

describe('POST user/settings/edit answers the spec keys, not request.invalid', () => {
  it('names an empty pack name market.empty-name', async () => {
    const user = await signUpUser(t.app);
    const res = await save(
      user,
      withPacks('UserAssetPacks', { x: { ...packFields('', 'UserAssetPacks'), assets: ['btc'] } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'market.empty-name',
      errors: [{ field: 'crypto.UserAssetPacks.x.name', key: 'market.empty-name' }],
    });
  });

  it('names a simple pack without strategies market.empty-strategy', async () => {
    const user = await signUpProUser(t);
    const res = await save(
      user,
      withPacks('UserSimpleStrategyPacks', {
        Mine: { ...packFields('Mine', 'UserSimpleStrategyPacks'), strategiesIds: [] },
      }),
    );
    expect(res.json().message).toBe('market.empty-strategy');
  });

  it('names a first advanced row without a strategy market.empty-strategy', async () => {
    const user = await signUpProUser(t);
    const res = await save(
      user,
      withPacks('UserAdvanceStrategyPacks', { Mine: advancedPack('Mine', [row(null)]) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('market.empty-strategy');
  });

  it('drops a trailing blank advanced row and stores the rest', async () => {
    const user = await signUpProUser(t);
    const res = await save(
      user,
      withPacks('UserAdvanceStrategyPacks', { Mine: advancedPack('Mine', [row(1), row(2), row(null)]) }),
    );
    expect(res.statusCode).toBe(200);
    const stored = (await storedSettings(user.userId)).crypto.UserAdvanceStrategyPacks.Mine;
    expect(stored ? stored.items.map((entry) => entry.strategyId) : []).toEqual([1, 2]);
  });

  it('names a distance of 150 percent market.distance-out-of-range with its bounds', async () => {
    const user = await signUpProUser(t);
    const res = await save(
      user,
      withPacks('UserAdvanceStrategyPacks', {
        Mine: advancedPack('Mine', [row(1, { distance: { from: 0, to: 150 } })]),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'market.distance-out-of-range',
      errors: [
        { field: 'crypto.UserAdvanceStrategyPacks.Mine.items.0.distance', params: { min: 0, max: 100 } },
      ],
    });
  });

  it('answers the alert cap with the count the message needs', async () => {
    const user = await signUpProUser(t);
    const cap = (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: user.headers })).json()
      .data.limitations.alerts as number;
    expect(cap).toBeGreaterThan(0);
    await verifyPhone(user.userId);
    const alerts = Object.fromEntries(
      Array.from({ length: cap + 1 }, (_, i) => [`A${i}`, alertPack(`A${i}`, ['email'])]),
    );
    const res = await save(user, withPacks('Alerts', alerts));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'market.alerts-tab.max-alerts',
      errors: [{ field: 'crypto.Alerts', params: { count: cap } }],
    });
  });

  it('answers the other caps with their count', async () => {
    const user = await signUpUser(t.app);
    const cap = 3;
    const packs = Object.fromEntries(
      Array.from({ length: cap + 1 }, (_, i) => [
        `P${i}`,
        { ...packFields(`P${i}`, 'UserAssetPacks'), assets: ['btc'] },
      ]),
    );
    const res = await save(user, withPacks('UserAssetPacks', packs));
    expect(res.json()).toMatchObject({ message: 'market.max-packs', errors: [{ params: { count: cap } }] });
  });
});

describe('the bot as an alert send type', () => {
  it('is refused to a user without a verified phone', async () => {
    const user = await signUpProUser(t);
    const res = await save(user, withPacks('Alerts', { Mine: alertPack('Mine', ['bot']) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'market.alerts-tab.bot-needs-verified-phone',
      errors: [{ field: 'crypto.Alerts.Mine.sendTypes' }],
    });
    expect((await storedSettings(user.userId)).crypto.Alerts).toEqual({});
  });

  it('is accepted once the phone is verified', async () => {
    const user = await signUpProUser(t);
    await verifyPhone(user.userId);
    const res = await save(user, withPacks('Alerts', { Mine: alertPack('Mine', ['email', 'bot']) }));
    expect(res.statusCode).toBe(200);
    const stored = (await storedSettings(user.userId)).crypto.Alerts.Mine;
    expect(stored ? stored.sendTypes : []).toEqual(['email', 'bot']);
  });
});
