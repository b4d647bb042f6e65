import { decimal, formingAt, opensBetween, scriptedCandle } from './candle-script';

/** Binance interval names and their minutes. */
export const INTERVALS: Readonly<Record<string, number>> = {
  '1m': 1,
  '3m': 3,
  '5m': 5,
  '15m': 15,
  '30m': 30,
  '1h': 60,
  '2h': 120,
  '4h': 240,
  '12h': 720,
  '1d': 1440,
  '1w': 10080,
};

export interface FakeSymbol {
  readonly id: string;
  readonly base: string;
  readonly quote: string;
}

/** A `<symbol>@kline_<interval>` push; `final` is binance's `x`. */
export const klineMessage = (
  symbol: string,
  interval: string,
  open: number,
  nowS: number,
  final: boolean,
) => {
  const id = symbol.toUpperCase();
  const minutes = INTERVALS[interval]!;
  const candle = scriptedCandle(id, minutes, open, !final);
  return {
    e: 'kline',
    E: nowS * 1000,
    s: id,
    k: {
      t: open * 1000,
      T: (open + minutes * 60) * 1000 - 1,
      s: id,
      i: interval,
      o: decimal(candle.open),
      h: decimal(candle.high),
      l: decimal(candle.low),
      c: decimal(candle.close),
      v: decimal(candle.volume),
      n: 10,
      x: final,
    },
  };
};

/** A `<symbol>@miniTicker` push: the close of the forming 1-minute candle is the last price. */
export const tickerMessage = (symbol: string, nowS: number) => {
  const id = symbol.toUpperCase();
  const candle = scriptedCandle(id, 1, formingAt(nowS, 1), true);
  return {
    e: '24hrMiniTicker',
    E: nowS * 1000,
    s: id,
    c: decimal(candle.close),
    o: decimal(candle.open),
    h: decimal(candle.high),
    l: decimal(candle.low),
    v: decimal(candle.volume),
    q: decimal(candle.volume * candle.close),
  };
};

/** `GET /api/v3/exchangeInfo`, as much of it as ccxt's market parser reads. */
export const exchangeInfo = (symbols: readonly FakeSymbol[], nowS: number) => ({
  timezone: 'UTC',
  serverTime: nowS * 1000,
  rateLimits: [],
  symbols: symbols.map((symbol) => ({
    symbol: symbol.id,
    status: 'TRADING',
    baseAsset: symbol.base,
    baseAssetPrecision: 8,
    quoteAsset: symbol.quote,
    quotePrecision: 8,
    quoteAssetPrecision: 8,
    orderTypes: ['LIMIT', 'MARKET'],
    isSpotTradingAllowed: true,
    isMarginTradingAllowed: false,
    filters: [],
    permissions: ['SPOT'],
    permissionSets: [['SPOT']],
  })),
});

/** `GET /api/v3/klines`: from `startTime` (or the newest `limit` when absent) through the forming candle. */
export const klineRows = (query: URLSearchParams, nowS: number) => {
  const id = query.get('symbol') ?? '';
  const minutes = INTERVALS[query.get('interval') ?? ''] ?? 1;
  const limit = Math.min(1000, Number(query.get('limit') ?? 500));
  const forming = formingAt(nowS, minutes);
  const endS = query.has('endTime') ? Math.min(Number(query.get('endTime')) / 1000, forming) : forming;
  const startS = query.has('startTime')
    ? Number(query.get('startTime')) / 1000
    : endS - (limit - 1) * minutes * 60;
  const first = formingAt(startS, minutes);
  return opensBetween(first < startS ? first + minutes * 60 : first, endS, minutes)
    .slice(0, limit)
    .map((open) => {
      const candle = scriptedCandle(id, minutes, open, open === forming);
      const close = (open + minutes * 60) * 1000 - 1;
      const prices = [candle.open, candle.high, candle.low, candle.close, candle.volume].map((v) =>
        decimal(v),
      );
      return [open * 1000, ...prices, close, '0', 10, '0', '0', '0'];
    });
};
