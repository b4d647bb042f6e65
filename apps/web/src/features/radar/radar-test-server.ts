import { defaultSettings, type Match, type Settings, type Strategy } from '@tradescope/domain';
import { assetOf } from '../../lib/endpoints/asset-fixture';

const days = { crypto: 0, global: 0, cryptoICT: 0, globalICT: 0, cryptoXMoon: 0, globalXMoon: 0, falcon: 0 };
const IN_A_YEAR = Math.floor(Date.now() / 1000) + 365 * 86_400;

/** A user as GET user answers; paid users hold pro on crypto for a year. */
export const userOf = (paid: boolean, settings: Settings = defaultSettings()) => ({
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
  access: paid ? { pro: IN_A_YEAR } : {},
  globalAccess: {},
  falconAccess: {},
  limitedAccess: {},
});

const strategyOf = (
  id: number,
  name: string,
  position: Strategy['position'],
  extra: Partial<Strategy> = {},
): Strategy => ({
  id,
  name,
  fa_name: `${name} (fa)`,
  group: 'classic',
  type: 'cross',
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
  ...extra,
});

export const STRATEGIES: Strategy[] = [
  strategyOf(1001, 'RSI oversold exit', 'buy'),
  strategyOf(1002, 'RSI overbought exit', 'sell'),
  strategyOf(1011, 'MACD bullish cross', 'buy', { access: ['ict', 'pro', 'hero'], minCap: 'ict' }),
  strategyOf(2001, 'Hammer', 'buy', { group: 'candlestick', access: ['pro', 'hero'], minCap: 'pro' }),
  strategyOf(9001, 'Jump', 'neutral', { group: 'jump' }),
];

export const matchOf = (id: number, type: Match['type'], strategyId: number, base = 'btc'): Match => ({
  id: `m-${id}`,
  base,
  quote: 'usdt',
  source: 'binance-spot',
  sourceSymbol: `${base.toUpperCase()}USDT`,
  symbol: `${base.toUpperCase()}USDT`,
  name: base,
  pair: `${base.toUpperCase()}/USDT`,
  price: 60_000 + id,
  timeframe: 240,
  strategyId,
  mainStrategyId: null,
  strategyName: STRATEGIES.find((strategy) => strategy.id === strategyId)?.name ?? 'Unknown',
  alertName: null,
  matchDate: '2026-11-25T20:00:00.000Z',
  matchTimestamp: 1_795_636_800,
  receiveDate: '2026-11-25T20:00:01.000Z',
  type,
  passedCandle: 2,
  distance: 1.25,
  zone: { from: 59_000, to: 60_000 },
  pivotType: 'no pivot',
  chartData: {},
  c_price: 60_000,
  c_change24h: 1,
  c_volume: 1,
  c_marketcap: 1.2e12,
  c_name: base === 'btc' ? 'Bitcoin' : base,
  jumps: [],
});

const json = (data: unknown) =>
  new Response(JSON.stringify({ status: 'success', data }), {
    headers: { 'content-type': 'application/json' },
  });

export interface RadarServer {
  /** Bodies posted to each path, in order. */
  readonly posted: Record<string, unknown[]>;
  readonly fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

/** The API the radar talks to, answering from the fixtures above and recording what is posted. */
export const radarServer = (user: ReturnType<typeof userOf>): RadarServer => {
  const posted: Record<string, unknown[]> = {};
  const record = (path: string, init?: RequestInit) => {
    const body = init?.body === undefined ? null : JSON.parse(String(init.body));
    posted[path] = [...(posted[path] ?? []), body];
    return body as Record<string, unknown>;
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.replace(/^.*\/api\/v1\//, '');
    if (url.endsWith('/token'))
      return json({ token: 't', expiresAt: Date.now() + 900_000, impersonating: false });
    if (url.endsWith('/strategies.json')) return new Response(JSON.stringify(STRATEGIES));
    if (path === 'user') return json(user);
    if (path === 'user/settings/edit') return json(record(path, init) && null);
    if (path === 'crypto/sources')
      return json({
        mode: 'replay',
        sources: [{ name: 'binance-spot', title: 'Binance Spot', hasData: true }],
      });
    if (path.startsWith('crypto?source='))
      return json([
        assetOf({ base: 'btc', name: 'Bitcoin', marketcap: 1.2e12 }),
        assetOf({ base: 'eth', marketcap: 4e11 }),
      ]);
    if (path === 'crypto/matches/count/aggregate') {
      record(path, init);
      return json({ buy: 3, sell: 1, neutral: 0, total: 4 });
    }
    if (path === 'crypto/matches/count') {
      const body = record(path, init);
      const sell = { '1002': { usdt: { '240': 1 } } };
      const buy = { '1001': { usdt: { '240': 2, '60': 1 } } };
      const positions = body.positions as string[] | undefined;
      return json(positions?.[0] === 'buy' ? buy : positions?.[0] === 'sell' ? sell : { ...buy, ...sell });
    }
    if (path === 'crypto/matches') {
      const body = record(path, init);
      const all = [matchOf(1, 'buy', 1001), matchOf(2, 'strong buy', 1001, 'eth'), matchOf(3, 'sell', 1002)];
      const positions = body.positions as string[] | undefined;
      const items = all.filter((match) => positions === undefined || match.type.endsWith(positions[0]!));
      return json({ items, total: items.length, page: 1, pageSize: 25 });
    }
    return new Response(JSON.stringify({ status: 'error', message: 'request.not-found' }), { status: 404 });
  };
  return { posted, fetch };
};
