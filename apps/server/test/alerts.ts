import { defaultSettings, type Market } from '@tradescope/domain';
import type { ScanMatch, SeriesKey } from '@tradescope/engine';
import type { AlertDecision } from '../src/alerts';
import type { TestApp } from './app';
import type { signUpUser } from './session';

type SignedUp = Awaited<ReturnType<typeof signUpUser>>;

/** An alert pack as the six-step editor saves it: BTC/USDT on binance-spot, one strategy on 1h. */
export const alertPackOf = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  title: name,
  enable: true,
  createDate: 1_790_000_000,
  position: 0,
  isEditable: true,
  settingsName: 'Alerts',
  lock: false,
  sources: ['binance-spot'],
  bases: ['btc'],
  quotes: ['usdt'],
  items: [
    {
      strategyId: 1001,
      timeframe: [60],
      relation: 'and',
      passedCandle: { from: 0, to: 10 },
      distance: { from: 0, to: 100 },
      pivotType: [],
    },
  ],
  sendTypes: ['email'],
  ...overrides,
});

/** Saves the user's crypto alert packs (and settings switches) through POST user/settings/edit. */
export const saveAlertPacks = async (
  t: Pick<TestApp, 'app'>,
  user: SignedUp,
  packs: Record<string, object>,
  switches: Record<string, unknown> = {},
  market: Market = 'crypto',
) => {
  const settings = { ...defaultSettings(), ...switches };
  (settings[market] as Record<string, unknown>).Alerts = packs;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/settings/edit',
    headers: user.headers,
    payload: settings,
  });
  if (res.statusCode !== 200) throw new Error(`settings not saved: ${res.body}`);
};

let matchCounter = 0;
const BTC_1H: SeriesKey = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 } as SeriesKey;

/** A scanned match on binance-spot BTC/USDT 1h (strategy 1001, a buy) unless told otherwise. */
export const scanMatchOf = (overrides: Partial<ScanMatch> = {}): ScanMatch => ({
  id: `test-match-${process.pid}-${++matchCounter}`,
  source: 'binance-spot',
  symbol: 'BTCUSDT',
  timeframe: 60,
  strategyId: 1001,
  type: 'buy',
  matchDate: 1_790_000_000,
  price: 43_000,
  passedCandle: 1,
  distance: 0.5,
  zone: { from: 42_800, to: 43_100 },
  pivotType: 'no pivot',
  chartData: {},
  state: 'active',
  invalidation: 40_000,
  trigger: 43_100,
  target: 49_300,
  validity: 10,
  currentPrice: 43_200,
  ...overrides,
});

/** As the scanner reports a series whose live set is `current`; waits until the alerts are written. */
export const scanned = async (t: Pick<TestApp, 'app'>, current: ScanMatch[], key: SeriesKey = BTC_1H) => {
  t.app.alerts.onMatchesChanged({ key, market: 'crypto', current });
  await t.app.alerts.idle();
};

/** The outbox rows of a user, oldest first. */
export const outboxOf = (t: Pick<TestApp, 'db'>, userId: string) =>
  t.db
    .selectFrom('alert_outbox')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** An e-mail alert decision for `userId` on a fresh BTC/USDT buy match, as evaluation writes it to the outbox. */
export const emailAlertOf = (userId: string): AlertDecision => {
  const match = scanMatchOf();
  return {
    userId,
    matchId: match.id,
    channel: 'email',
    kind: 'match',
    market: 'crypto',
    packName: 'Btc',
    target: null,
    payload: {
      pair: 'BTC/USDT',
      base: 'BTC',
      quote: 'USDT',
      source: match.source,
      side: 'buy',
      strategyId: match.strategyId,
      strategyName: 'RSI',
      strategyFaName: '',
      timeframe: match.timeframe,
      price: match.price,
      zone: match.zone,
      matchDate: match.matchDate,
      jump: false,
    },
  };
};

/**
 * Alert timings without jitter and a resolver that answers a loopback address for any name: a webhook to a
 * public-looking name is then refused by its address, without a connection. `asked` lists the names resolved.
 */
export const privateAddressAlerts = () => {
  const asked: string[] = [];
  return {
    asked,
    alerts: {
      random: () => 0,
      resolve: async (hostname: string) => {
        asked.push(hostname);
        return [{ address: '127.0.0.1', family: 4 as const }];
      },
    },
  };
};
