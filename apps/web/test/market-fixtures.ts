import type { Match, Strategy } from '@tradescope/domain';

/** The three dates of a match found at `at` (unix seconds) and received at once. */
export const matchedAt = (at: number) => {
  const date = new Date(at * 1000).toISOString();
  return { matchDate: date, matchTimestamp: at, receiveDate: date };
};

/** A match as the matches API sends it: a buy of `base`/usdt on Binance Spot, with the given fields. */
export const matchFixture = (fields: Partial<Match> & Pick<Match, 'id' | 'base'>): Match => {
  const { base, quote = 'usdt' } = fields;
  const symbol = `${base}${quote}`.toUpperCase();
  return {
    quote,
    source: 'binance-spot',
    sourceSymbol: symbol,
    symbol,
    name: base,
    pair: `${base}/${quote}`.toUpperCase(),
    price: 100,
    timeframe: 240,
    strategyId: 1,
    mainStrategyId: null,
    strategyName: `Strategy ${fields.strategyId ?? 1}`,
    alertName: null,
    ...matchedAt(1_795_636_800),
    type: 'buy',
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
    ...fields,
  };
};

/** A strategy of strategies.json: a free classic buy strategy, with the given fields. */
export const strategyFixture = (fields: Partial<Strategy> & Pick<Strategy, 'id' | 'name'>): Strategy => ({
  fa_name: `${fields.name} (fa)`,
  group: 'classic',
  type: 'classic',
  category: null,
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
  ...fields,
});

/** GET {market}/sources of a server replaying recorded Binance Spot data. */
export const replaySources = () => ({
  mode: 'replay',
  sources: [{ name: 'binance-spot', title: 'Binance Spot', hasData: true }],
});
