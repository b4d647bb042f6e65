import { describe, expect, it } from 'vitest';
import {
  type AlertPack,
  defaultSettings,
  SETTINGS_SCHEMA_LAST_UPDATE,
  type Settings,
  settingsSchema,
} from '../entities';
import { CRYPTO_SETTINGS_SOURCES } from '../markets';
import { repairSettings } from './repair-settings';
import { allowedSourcesOf } from './source-rules';

const alert = (sources: string[], enable = true): AlertPack =>
  ({
    name: 'Breakouts',
    title: 'Breakouts',
    enable,
    createDate: 1_700_000_000,
    position: 0,
    isEditable: true,
    settingsName: 'Alerts',
    lock: false,
    sources,
    bases: 'all',
    quotes: ['usdt'],
    items: [
      {
        strategyId: 3,
        timeframe: [5],
        relation: 'and',
        passedCandle: { from: 0, to: 1000 },
        distance: { from: 0, to: 100 },
        pivotType: [],
      },
    ],
    sendTypes: ['email'],
  }) as AlertPack;

/** A stored document from an older schema: JSON in, so anything may be in it. */
const stored = (change: (settings: Settings) => void): unknown => {
  const settings = defaultSettings();
  change(settings);
  return JSON.parse(JSON.stringify(settings));
};

describe('repairSettings (spec §4 settings fix)', () => {
  it('leaves a sound current document untouched', () => {
    const { settings, changed } = repairSettings(defaultSettings());
    expect(changed).toEqual([]);
    expect(settings).toEqual(defaultSettings());
  });

  it('resets a crypto source outside the settings list to the first of the list', () => {
    const input = stored((s) => {
      s.crypto.Assets.source = 'kucoin-spot';
      s.crypto.Periscope.source = 'bybit-futures';
    });
    const { settings, changed } = repairSettings(input);
    expect(settings.crypto.Assets.source).toBe(CRYPTO_SETTINGS_SOURCES[0]);
    expect(settings.crypto.Periscope.source).toBe('bybit-futures');
    expect(changed).toEqual(['crypto.Assets.source']);
  });

  it('resets an unknown or foreign source and uses the sources the context allows', () => {
    const input = stored((s) => {
      Object.assign(s.crypto.Radar, { source: 'ftx' });
      Object.assign(s.indices.DynamicPro, { source: 'binance-spot' });
    });
    const { settings, changed } = repairSettings(input, { cryptoSources: ['binance-usdm', 'bybit-futures'] });
    expect(settings.crypto.Radar.source).toBe('binance-usdm');
    expect(settings.crypto.Assets.source).toBe('binance-usdm');
    expect(settings.indices.DynamicPro.source).toBe('oanda');
    expect(changed).toContain('indices.DynamicPro.source');
  });

  it('forces stock settings to the first stock source', () => {
    const input = stored((s) => Object.assign(s.stock.Assets, { source: 'oanda' }));
    expect(repairSettings(input).settings.stock.Assets.source).toBe('lite-finance');
    expect(allowedSourcesOf('stock', { stockSources: ['binance-spot'] })).toEqual(['lite-finance']);
  });

  it('disables an alert on an unsupported source but keeps it for editing', () => {
    const input = stored((s) => {
      s.crypto.Alerts.Old = alert(['binance-usdm', 'kucoin-spot']);
      s.crypto.Alerts.Fine = alert(['binance-usdm']);
    });
    const { settings, changed } = repairSettings(input);
    expect(settings.crypto.Alerts.Old).toMatchObject({
      enable: false,
      sources: ['binance-usdm', 'kucoin-spot'],
    });
    expect(settings.crypto.Alerts.Fine).toMatchObject({ enable: true });
    expect(changed).toEqual(['crypto.Alerts.Old.enable']);
  });

  it('drops sources that no longer exist from a disabled alert', () => {
    const input = stored((s) => {
      s.crypto.Alerts.Gone = alert(['ftx', 'binance-spot']);
    });
    const { settings, changed } = repairSettings(input);
    expect(settings.crypto.Alerts.Gone).toMatchObject({ enable: false, sources: ['binance-spot'] });
    expect(changed).toEqual(['crypto.Alerts.Gone.sources', 'crypto.Alerts.Gone.enable']);
  });

  it('fills missing markets and sections from the defaults and keeps what was sound', () => {
    const input = {
      language: 'fa',
      theme: 'dark',
      crypto: { Assets: { ...defaultSettings().crypto.Assets, quote: ['btc'] } },
    };
    const { settings, changed } = repairSettings(input);
    expect(settings.language).toBe('fa');
    expect(settings.crypto.Assets.quote).toEqual(['btc']);
    expect(settings.crypto.Radar).toEqual(defaultSettings().crypto.Radar);
    expect(settings.currencies).toEqual(defaultSettings().currencies);
    expect(changed).toEqual(
      expect.arrayContaining([
        'isEnableJumpsNotification',
        'crypto.Radar',
        'crypto.Alerts',
        'currencies',
        'stock',
      ]),
    );
    expect(settingsSchema.safeParse(settings).success).toBe(true);
  });

  it('resets one bad field without losing its neighbours, and drops a key the schema lacks', () => {
    const input = stored((s) => {
      s.crypto.Periscope.strategyPack = 'Scalping';
      Object.assign(s.crypto.Periscope, { timeframes: 'x', pivotType: ['Huge'] });
    });
    const { settings, changed } = repairSettings(input);
    expect(settings.crypto.Periscope.strategyPack).toBe('Scalping');
    expect(settings.crypto.Periscope.pivotType).toEqual([]);
    expect(settings.crypto.Periscope).not.toHaveProperty('timeframes');
    expect(changed).toEqual(['crypto.Periscope.pivotType', 'crypto.Periscope.timeframes']);
  });

  it('sets an unreadable pack to false, as deleting would, and drops prototype keys', () => {
    const input = stored((s) => {
      Object.assign(s.crypto.UserSimpleStrategyPacks, { Broken: { name: 'Broken', strategiesIds: 'all' } });
    });
    const withProto = JSON.parse(
      JSON.stringify(input).replace('"Broken"', '"__proto__":{"polluted":true},"Broken"'),
    );
    const { settings, changed } = repairSettings(withProto);
    expect(settings.crypto.UserSimpleStrategyPacks.Broken).toBe(false);
    expect(Object.keys(settings.crypto.UserSimpleStrategyPacks)).toEqual(['Broken']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(changed).toEqual([
      'crypto.UserSimpleStrategyPacks.__proto__',
      'crypto.UserSimpleStrategyPacks.Broken',
    ]);
  });

  it('stamps the current schemaLastUpdate', () => {
    const input = stored((s) => {
      s.schemaLastUpdate = 1_600_000_000;
    });
    expect(repairSettings(input).settings.schemaLastUpdate).toBe(SETTINGS_SCHEMA_LAST_UPDATE);
    expect(repairSettings(input, { schemaLastUpdate: 1_900_000_000 }).changed).toEqual(['schemaLastUpdate']);
  });

  it('replaces a document that is not an object with the defaults', () => {
    for (const input of [null, 'settings', 42, []]) {
      const { settings, changed } = repairSettings(input);
      expect(settings).toEqual(defaultSettings());
      expect(changed).toEqual(['settings']);
    }
  });
});
