import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertPackSchema, defaultSettings, PIVOT_TYPES, settingsSchema } from '../entities';
import { CRYPTO_SETTINGS_SOURCES, SOURCE_NAMES, TIMEFRAMES } from '../markets';
import { sameValue } from './changes';
import { repairSettings } from './repair-settings';

// Documents near the real shape, with stale sources, wrong types, junk keys and missing parts mixed in.
const sourceLike = fc.constantFrom<unknown>(...SOURCE_NAMES, 'ftx', '', 42, null);
const symbols = fc.array(fc.constantFrom('usdt', 'btc', 'usd', '', 7), { maxLength: 3 });
const range = fc.record({
  from: fc.oneof(fc.constant(null), fc.integer()),
  to: fc.oneof(fc.constant(null), fc.integer()),
  isWhole: fc.boolean(),
});
const page = fc.record(
  {
    source: sourceLike,
    quote: fc.oneof(symbols, fc.constant('usdt')),
    base: fc.constantFrom('all', 'btc', ''),
    strategyPack: fc.constantFrom('classic', null, ''),
    timeframes: fc.array(fc.constantFrom(...TIMEFRAMES, 2), { maxLength: 3 }),
    pivotType: fc.array(fc.constantFrom(...PIVOT_TYPES, 'Huge'), { maxLength: 2 }),
    assetPack: fc.constantFrom('all', ['all'], 'some'),
    assetPacks: fc.constantFrom(['all'], 'all'),
    showDetailsPreview: fc.boolean(),
    price: range,
    junk: fc.jsonValue(),
  },
  { requiredKeys: [] },
);
const pack = fc.record(
  {
    name: fc.constantFrom('My Pack 1', ''),
    title: fc.constant('t'),
    enable: fc.boolean(),
    createDate: fc.constantFrom(1_700_000_000, -1),
    position: fc.nat(5),
    isEditable: fc.boolean(),
    settingsName: fc.constant('Alerts'),
    lock: fc.boolean(),
    assets: symbols,
    strategiesIds: fc.array(fc.nat(50), { maxLength: 3 }),
    type: fc.constantFrom('advance', 'simple'),
    items: fc.constantFrom([], [{ strategyId: 3 }], [{ strategyId: 'x' }]),
    sources: fc.array(sourceLike, { maxLength: 3 }),
    bases: fc.constantFrom('all', ['btc'], { Majors: ['btc'] }, 'some'),
    quotes: symbols,
    sendTypes: fc.constantFrom(['email'], ['bot', 'email'], ['fax']),
  },
  { requiredKeys: [] },
);
const packs = fc.dictionary(
  fc.string({ maxLength: 10 }),
  fc.oneof(pack, fc.constant(false), fc.jsonValue()),
  {
    maxKeys: 4,
  },
);
const market = fc.record(
  {
    Assets: page,
    Radar: page,
    Periscope: page,
    DynamicPro: page,
    Pumps: page,
    UserAssetPacks: packs,
    UserSimpleStrategyPacks: packs,
    UserAdvanceStrategyPacks: packs,
    Alerts: packs,
  },
  { requiredKeys: [] },
);
const document = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      language: fc.constantFrom('en', 'fa', 'de'),
      theme: fc.constantFrom('light', 'dark', 'system', 'blue'),
      isEnableJumpsNotification: fc.oneof(fc.boolean(), fc.constant('yes')),
      userAlertTelegramBotUrl: fc.constantFrom('', 'https://t.me/ata_bot', 'javascript:x'),
      schemaLastUpdate: fc.oneof(fc.nat(), fc.constant(-5)),
      crypto: market,
      currencies: market,
      indices: market,
      stock: market,
    },
    { requiredKeys: [] },
  ),
);
const contexts = fc.record(
  { cryptoSources: fc.subarray([...SOURCE_NAMES]), schemaLastUpdate: fc.nat() },
  { requiredKeys: [] },
);

describe('repairSettings properties', () => {
  it('always yields a document the settings schema accepts', () => {
    fc.assert(
      fc.property(document, contexts, (input, context) => {
        const { settings } = repairSettings(input, context);
        const parsed = settingsSchema.safeParse(settings);
        expect(parsed.success).toBe(true);
        expect(parsed.data).toEqual(settings);
      }),
      { numRuns: 100 },
    );
  });

  it('is idempotent: repairing twice equals repairing once, and the second pass changes nothing', () => {
    fc.assert(
      fc.property(document, contexts, (input, context) => {
        const once = repairSettings(input, context);
        const twice = repairSettings(once.settings, context);
        expect(twice.settings).toEqual(once.settings);
        expect(twice.changed).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('reports no change exactly when the document comes back equal', () => {
    fc.assert(
      fc.property(document, (input) => {
        const { settings, changed } = repairSettings(input);
        expect(changed.length === 0).toBe(sameValue(settings, input));
      }),
      { numRuns: 100 },
    );
  });

  it('keeps a sound document exactly as it was', () => {
    const soundAlert = fc.record({
      sources: fc.subarray([...CRYPTO_SETTINGS_SOURCES], { minLength: 1 }),
      enable: fc.boolean(),
      quotes: fc.subarray(['usdt', 'usdc', 'btc']),
    });
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[A-Za-z][\w ]{0,20}$/), soundAlert, { maxKeys: 5 }),
        (alerts) => {
          const settings = defaultSettings();
          for (const [name, alert] of Object.entries(alerts)) {
            settings.crypto.Alerts[name] = alertPackSchema.parse({
              ...alert,
              name,
              title: name,
              createDate: 1_700_000_000,
              position: 0,
              isEditable: true,
              settingsName: 'Alerts',
              lock: false,
              bases: 'all',
              items: [{ strategyId: 1 }],
              sendTypes: ['email'],
            });
          }
          const input = JSON.parse(JSON.stringify(settings));
          expect(repairSettings(input)).toEqual({ settings, changed: [] });
        },
      ),
      { numRuns: 50 },
    );
  });
});
