import { defaultSettings, type Match, type Settings, type Strategy } from '@tradescope/domain';

const days = { crypto: 0, global: 0, cryptoICT: 0, globalICT: 0, cryptoXMoon: 0, globalXMoon: 0, falcon: 0 };

/** A free user whose crypto settings hold the system packs the server would add. */
export const userWith = (edit: (settings: Settings) => void = () => undefined, access = {}) => {
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
  return {
    settings,
    cid: 'u-1',
    displayName: 'Sara',
    nationalCode: '',
    email: 'sara@example.com',
    emailVerified: true,
    phoneNumber: '',
    phoneNumberVerified: false,
    avatar: null,
    registerDate: 1_700_000_000,
    plan: 'free',
    globalPlan: 'free',
    role: 'other',
    remainingGifts: 0,
    remainedDays: 0,
    globalRemainedDays: 0,
    falconRemainedDays: 0,
    remainingDays: days,
    ictData: { crypto: { remaindDays: 0, dueDate: null }, global: { remaindDays: 0, dueDate: null } },
    lastChargeDate: null,
    lastChargeDays: null,
    cryptoFreezeStatus: 'unfreezed',
    schemaLastUpdate: 1_795_564_800,
    user_feedback: [],
    userTips: [],
    installment: [],
    limitations: { 'asset-packs': 3, 'simple-strategy-packs': 0, 'advance-strategy-packs': 0, alerts: 0 },
    access,
    globalAccess: access,
    falconAccess: {},
    limitedAccess: {},
  };
};

export const matchOf = (overrides: Partial<Match> & Pick<Match, 'id' | 'base'>): Match => ({
  quote: 'usdt',
  source: 'binance-spot',
  sourceSymbol: `${overrides.base}usdt`,
  symbol: `${overrides.base}usdt`,
  name: overrides.base.toUpperCase(),
  pair: `${overrides.base.toUpperCase()}/USDT`,
  price: 100,
  timeframe: 240,
  strategyId: 1,
  mainStrategyId: null,
  strategyName: 'RSI 50 cross up',
  alertName: null,
  matchDate: '2026-11-25T20:00:00.000Z',
  matchTimestamp: 1_795_636_800,
  receiveDate: '2026-11-26T00:00:05.000Z',
  type: 'buy',
  passedCandle: 2,
  distance: 1.25,
  zone: { from: 98, to: 101 },
  pivotType: 'Major',
  chartData: {},
  c_price: 104,
  c_change24h: 1.5,
  c_volume: 1_000_000,
  c_marketcap: 1e12,
  c_name: overrides.base === 'btc' ? 'Bitcoin' : overrides.base.toUpperCase(),
  jumps: [],
  ...overrides,
});

export const strategyOf = (id: number, name: string, category: string | null = null): Strategy => ({
  id,
  name,
  fa_name: `${name} (fa)`,
  group: 'classic',
  type: 'indicator',
  category,
  access: 'free',
  position: 'buy',
  has_pivot_type: true,
  has_passed_candle: true,
  has_distance: true,
  tags: [],
  image: null,
  descriptions: { en: '', fa: '' },
  lock: { crypto: false, global: false },
  minCap: null,
  tradingview: null,
});
