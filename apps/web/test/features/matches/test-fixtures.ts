import { defaultSettings, type Match, type Settings, type Strategy } from '@tradescope/domain';
import { type AccessFixture, matchFixture, strategyFixture, userFixture } from '../../index';

/** A free user whose crypto settings hold the system packs the server would add. */
export const userWith = (
  edit: (settings: Settings) => void = () => undefined,
  access: AccessFixture = {},
) => {
  const settings = defaultSettings();
  const pack = { enable: true, createDate: 1_700_000_000, isEditable: false, lock: false };
  settings.crypto.AtaSimpleStrategyPacks = {
    classic: {
      ...pack,
      name: 'classic',
      title: 'Classic',
      position: 0,
      settingsName: 'AtaSimpleStrategyPacks',
      strategiesIds: [1, 2],
    },
    Oscillators: {
      ...pack,
      name: 'Oscillators',
      title: 'Oscillators',
      position: 1,
      settingsName: 'AtaSimpleStrategyPacks',
      strategiesIds: [3],
      lock: true,
    },
  };
  settings.crypto.AtaAssetPacks = {
    'Top 10': {
      ...pack,
      name: 'Top 10',
      title: 'Top 10',
      position: 0,
      settingsName: 'AtaAssetPacks',
      assets: ['btc', 'eth'],
    },
  };
  edit(settings);
  return userFixture({ settings, access, globalAccess: access });
};

export const matchOf = (overrides: Partial<Match> & Pick<Match, 'id' | 'base'>): Match =>
  matchFixture({
    sourceSymbol: `${overrides.base}usdt`,
    symbol: `${overrides.base}usdt`,
    name: overrides.base.toUpperCase(),
    pair: `${overrides.base.toUpperCase()}/USDT`,
    strategyName: 'RSI 50 cross up',
    receiveDate: '2026-11-26T00:00:05.000Z',
    passedCandle: 2,
    distance: 1.25,
    zone: { from: 98, to: 101 },
    c_price: 104,
    c_change24h: 1.5,
    c_volume: 1_000_000,
    c_marketcap: 1e12,
    c_name: overrides.base === 'btc' ? 'Bitcoin' : overrides.base.toUpperCase(),
    ...overrides,
  });

export const strategyOf = (id: number, name: string, category: string | null = null): Strategy =>
  strategyFixture({ id, name, category, type: 'indicator' });
