import type { Match, Strategy } from '@tradescope/domain';
import {
  type ApiRoute,
  assetFixture,
  matchFixture,
  plainJson,
  replaySources,
  strategyFixture,
} from '../../index';

const strategyOf = (
  id: number,
  name: string,
  position: Strategy['position'],
  extra: Partial<Strategy> = {},
): Strategy => strategyFixture({ id, name, position, type: 'cross', ...extra });

const STRATEGIES: Strategy[] = [
  strategyOf(1001, 'RSI oversold exit', 'buy'),
  strategyOf(1002, 'RSI overbought exit', 'sell'),
  strategyOf(1011, 'MACD bullish cross', 'buy', { access: ['ict', 'pro', 'hero'], minCap: 'ict' }),
  strategyOf(2001, 'Hammer', 'buy', { group: 'candlestick', access: ['pro', 'hero'], minCap: 'pro' }),
  strategyOf(9001, 'Jump', 'neutral', { group: 'jump' }),
];

const matchOf = (id: number, type: Match['type'], strategyId: number, base = 'btc'): Match =>
  matchFixture({
    id: `m-${id}`,
    base,
    price: 60_000 + id,
    strategyId,
    strategyName: STRATEGIES.find((strategy) => strategy.id === strategyId)?.name ?? 'Unknown',
    receiveDate: '2026-11-25T20:00:01.000Z',
    type,
    passedCandle: 2,
    distance: 1.25,
    zone: { from: 59_000, to: 60_000 },
    pivotType: 'no pivot',
    c_price: 60_000,
    c_volume: 1,
    c_marketcap: 1.2e12,
    c_name: base === 'btc' ? 'Bitcoin' : base,
  });

/** The API the radar talks to besides GET user, answering from the fixtures above. */
export const radarRoutes: Record<string, ApiRoute> = {
  'strategies.json': () => plainJson(STRATEGIES),
  'crypto/sources': replaySources,
  'crypto?source=binance-spot': () => [
    assetFixture({ base: 'btc', name: 'Bitcoin', marketcap: 1.2e12 }),
    assetFixture({ base: 'eth', marketcap: 4e11 }),
  ],
  'crypto/matches/count/aggregate': () => ({ buy: 3, sell: 1, neutral: 0, total: 4 }),
  'crypto/matches/count': ({ body }) => {
    const sell = { '1002': { usdt: { '240': 1 } } };
    const buy = { '1001': { usdt: { '240': 2, '60': 1 } } };
    const positions = body.positions as string[] | undefined;
    return positions?.[0] === 'buy' ? buy : positions?.[0] === 'sell' ? sell : { ...buy, ...sell };
  },
  'crypto/matches': ({ body }) => {
    const all = [matchOf(1, 'buy', 1001), matchOf(2, 'strong buy', 1001, 'eth'), matchOf(3, 'sell', 1002)];
    const positions = body.positions as string[] | undefined;
    const items = all.filter((match) => positions === undefined || match.type.endsWith(positions[0]!));
    return { items, total: items.length, page: 1, pageSize: 25 };
  },
};
