import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRYPTO_SETTINGS_SOURCES, MARKETS } from '../markets';
import { defaultSettings, SETTINGS_SCHEMA_LAST_UPDATE } from './default-settings';
import type { AlertPack, AssetPack } from './packs';
import { type Settings, settingsSchema } from './settings';

const packFields = (name: string, settingsName: string) => ({
  name,
  title: name,
  enable: true,
  createDate: 1_700_000_000,
  position: 0,
  isEditable: true,
  settingsName,
  lock: false,
});

const assetPack = (name: string, assets: string[]): AssetPack => ({
  ...packFields(name, 'UserAssetPacks'),
  assets,
});

const alertPack = (sources: AlertPack['sources']): AlertPack => ({
  ...packFields('Breakouts', 'Alerts'),
  sources,
  bases: 'all',
  quotes: ['usdt'],
  items: [
    {
      strategyId: 12,
      timeframe: [240],
      relation: 'and',
      passedCandle: { from: 0, to: 3 },
      distance: { from: 0, to: 5 },
      pivotType: [],
    },
  ],
  sendTypes: ['email'],
});

const withCrypto = (change: (settings: Settings) => void): unknown => {
  const settings = defaultSettings();
  change(settings);
  return settings;
};

describe('default settings', () => {
  it('is a complete document the schema accepts', () => {
    expect(settingsSchema.safeParse(defaultSettings()).success).toBe(true);
  });

  it('opens crypto on binance-spot usdt, the classic pack and the 4-hour timeframe (spec §9)', () => {
    const { crypto } = defaultSettings();
    expect(crypto.Assets.source).toBe('binance-spot');
    expect(crypto.Assets.quote).toEqual(['usdt']);
    expect(crypto.Periscope.strategyPack).toBe('classic');
    expect(crypto.Radar.timeframes).toEqual([240]);
    expect(crypto.Pumps.timeframes).toEqual([720, 1440, 10080]);
  });

  it('opens global markets on oanda and stocks on lite-finance, in English with a system theme', () => {
    const settings = defaultSettings();
    expect(settings.indices.DynamicPro.source).toBe('oanda');
    expect(settings.currencies.Periscope.source).toBe('oanda');
    expect(settings.stock.Assets.source).toBe('lite-finance');
    expect(settings.language).toBe('en');
    expect(settings.theme).toBe('system');
    expect(settings.schemaLastUpdate).toBe(SETTINGS_SCHEMA_LAST_UPDATE);
    for (const market of MARKETS) expect(settings[market].UserAssetPacks).toEqual({});
  });

  it('hands out a fresh copy every time', () => {
    const first = defaultSettings();
    first.crypto.Assets.price.from = 5;
    first.crypto.Periscope.quote.push('btc');
    expect(defaultSettings().crypto.Assets.price.from).toBeNull();
    expect(defaultSettings().crypto.Periscope.quote).toEqual(['usdt']);
  });
});

describe('settings schema', () => {
  it('strips keys a body could smuggle in, at every level', () => {
    const input = withCrypto((settings) => {
      settings.crypto.UserAssetPacks.Majors = assetPack('Majors', ['btc', 'eth']);
      Object.assign(settings, { role: 'administrator' });
      Object.assign(settings.crypto, { plan: 'hero' });
      Object.assign(settings.crypto.Assets, { isAdmin: true });
      Object.assign(settings.crypto.UserAssetPacks.Majors as object, { isEditable: true, owner: 'x' });
    });
    const parsed = settingsSchema.parse(input);
    expect(parsed).not.toHaveProperty('role');
    expect(parsed.crypto).not.toHaveProperty('plan');
    expect(parsed.crypto.Assets).not.toHaveProperty('isAdmin');
    expect(parsed.crypto.UserAssetPacks.Majors).not.toHaveProperty('owner');
  });

  it('keeps a deleted pack as false', () => {
    const input = withCrypto((settings) => {
      settings.crypto.UserAssetPacks.Old = false;
    });
    expect(settingsSchema.parse(input).crypto.UserAssetPacks.Old).toBe(false);
  });

  it.each([
    ['an unknown theme', ['theme'], (s: Settings) => Object.assign(s, { theme: 'blue' })],
    ['an unknown language', ['language'], (s: Settings) => Object.assign(s, { language: 'de' })],
    [
      'an unknown source',
      ['crypto', 'Assets', 'source'],
      (s: Settings) => Object.assign(s.crypto.Assets, { source: 'ftx' }),
    ],
    [
      'a source of another market',
      ['crypto', 'Radar', 'source'],
      (s: Settings) => Object.assign(s.crypto.Radar, { source: 'oanda' }),
    ],
    [
      'a timeframe the product lacks',
      ['crypto', 'Radar', 'timeframes', 0],
      (s: Settings) => Object.assign(s.crypto.Radar, { timeframes: [7] }),
    ],
    [
      'a range whose from exceeds to',
      ['crypto', 'Assets', 'price', 'from'],
      (s: Settings) => Object.assign(s.crypto.Assets.price, { from: 9, to: 1 }),
    ],
    [
      'a script link as bot url',
      ['userAlertTelegramBotUrl'],
      (s: Settings) => Object.assign(s, { userAlertTelegramBotUrl: 'javascript:x' }),
    ],
    [
      'a prototype key as pack name',
      ['crypto', 'UserAssetPacks', 'constructor'],
      (s: Settings) =>
        Object.defineProperty(s.crypto.UserAssetPacks, 'constructor', { value: false, enumerable: true }),
    ],
    [
      'an alert on a source of another market',
      ['crypto', 'Alerts', 'A', 'sources', 0],
      (s: Settings) => Object.assign(s.crypto.Alerts, { A: alertPack(['oanda']) }),
    ],
    [
      'a pivot type outside the list',
      ['crypto', 'Periscope', 'pivotType', 0],
      (s: Settings) => Object.assign(s.crypto.Periscope, { pivotType: ['Huge'] }),
    ],
    ['a missing market', ['stock'], (s: Settings) => Reflect.deleteProperty(s, 'stock')],
    [
      'a number where a name belongs',
      ['crypto', 'Periscope', 'strategyPack'],
      (s: Settings) => Object.assign(s.crypto.Periscope, { strategyPack: 7 }),
    ],
  ] as const)('rejects %s', (_label, path, spoil) => {
    const result = settingsSchema.safeParse(withCrypto(spoil));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(path);
  });

  it('caps a pack section at 100 packs and a pack name at 64 characters', () => {
    const many = withCrypto((settings) => {
      for (let i = 0; i <= 100; i += 1) settings.crypto.UserAssetPacks[`P${i}`] = false;
    });
    expect(settingsSchema.safeParse(many).success).toBe(false);
    const long = withCrypto((settings) => {
      settings.crypto.UserAssetPacks['x'.repeat(65)] = false;
    });
    expect(settingsSchema.safeParse(long).success).toBe(false);
  });

  it('accepts alerts on settings sources and round-trips any document it accepted', () => {
    fc.assert(
      fc.property(
        fc.subarray([...CRYPTO_SETTINGS_SOURCES], { minLength: 1 }),
        fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { maxLength: 5 }),
        fc.constantFrom('light', 'dark', 'system'),
        (sources, assets, theme) => {
          const input = withCrypto((settings) => {
            settings.theme = theme as Settings['theme'];
            settings.crypto.Alerts.A = alertPack(sources);
            settings.crypto.UserAssetPacks.Mine = assetPack('Mine', assets);
          });
          const once = settingsSchema.parse(input);
          expect(settingsSchema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
          expect(once).toEqual(input);
        },
      ),
      { numRuns: 50 },
    );
  });
});
