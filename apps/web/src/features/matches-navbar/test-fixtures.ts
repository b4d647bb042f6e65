import { defaultSettings, type Match, type Strategy } from '@tradescope/domain';
import type { Asset } from '../../lib/endpoints/market-assets';

const NOW_S = Math.floor(Date.now() / 1000);
const days = { crypto: 0, global: 0, cryptoICT: 0, globalICT: 0, cryptoXMoon: 0, globalXMoon: 0, falcon: 0 };

/** GET user: a free user, or one with pro on crypto until long after the test runs. */
export const userOf = (paid: boolean) => ({
  settings: defaultSettings(),
  cid: 'u-1',
  displayName: 'Sara',
  nationalCode: '',
  email: 'sara@example.com',
  emailVerified: true,
  phoneNumber: '',
  phoneNumberVerified: false,
  avatar: null,
  registerDate: 1_700_000_000,
  plan: paid ? 'pro' : 'free',
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
  access: paid ? { pro: NOW_S + 30 * 86_400 } : {},
  globalAccess: {},
  falconAccess: {},
  limitedAccess: {},
});

/** A match as POST crypto/matches answers it. */
export const matchOf = (index: number, side: 'buy' | 'sell', base = `c${index}`): Match => {
  const at = NOW_S - 60 * (index + 1);
  return {
    id: `${side}-${index}`,
    base,
    quote: 'usdt',
    source: 'binance-spot',
    sourceSymbol: `${base}usdt`.toUpperCase(),
    symbol: `${base}usdt`.toUpperCase(),
    name: base,
    pair: `${base}/usdt`.toUpperCase(),
    price: 100,
    timeframe: 240,
    strategyId: side === 'buy' ? 11 : 12,
    mainStrategyId: null,
    strategyName: 'Server name',
    alertName: null,
    matchDate: new Date(at * 1000).toISOString(),
    matchTimestamp: at,
    receiveDate: new Date(at * 1000).toISOString(),
    type: side,
    passedCandle: 1,
    distance: 0.5,
    zone: { from: 99, to: 101 },
    pivotType: 'Major',
    chartData: {},
    c_price: 100,
    c_change24h: 1,
    c_volume: 1000,
    c_marketcap: null,
    c_name: base,
    jumps: [],
  };
};

const strategyOf = (id: number, name: string, faName: string, position: Strategy['position']): Strategy => ({
  id,
  name,
  fa_name: faName,
  group: 'classic',
  type: 'classic',
  category: null,
  access: 'free',
  position,
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

export const STRATEGIES = [
  strategyOf(11, 'RSI oversold exit', 'خروج از اشباع فروش RSI', 'buy'),
  strategyOf(12, 'MACD bearish cross', 'تقاطع نزولی MACD', 'sell'),
];

/** GET crypto?source=: the market's pairs, biggest first. */
export const assetOf = (base: string, name: string): Asset => ({
  id: `binance-spot:${base.toUpperCase()}USDT`,
  base,
  quote: 'usdt',
  pair: `${base.toUpperCase()}/USDT`,
  name,
  price: 1,
  sourceSymbol: `${base.toUpperCase()}USDT`,
  volume: 1,
  volume24h: 1_000,
  change24h: 0,
  marketcap: null,
  rank: null,
  logo: null,
  isQuote: false,
  source: 'binance-spot',
  matchesCount: { buy: 0, sell: 0, neutral: 0 },
  locked: false,
});
