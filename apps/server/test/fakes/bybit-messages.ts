import { decimal, formingAt, opensBetween, scriptedCandle } from './candle-script';

/** Bybit v5 kline intervals (REST `interval` and the `kline.<interval>.<symbol>` topic) and their minutes. */
export const BYBIT_INTERVALS: Readonly<Record<string, number>> = {
  '1': 1,
  '3': 3,
  '5': 5,
  '15': 15,
  '30': 30,
  '60': 60,
  '120': 120,
  '240': 240,
  '360': 360,
  '720': 720,
  D: 1440,
  W: 10080,
};

/** The two public categories the fake serves: spot, and USDT-margined perpetuals. */
export type BybitCategory = 'spot' | 'linear';

export interface BybitSymbol {
  readonly id: string;
  readonly base: string;
  readonly quote: string;
}

/** Every v5 REST answer: `retCode` 0 and the payload in `result`, the server time in ms in `time`. */
export const envelope = (result: unknown, nowS: number, retCode = 0, retMsg = 'OK') => ({
  retCode,
  retMsg,
  result,
  retExtInfo: {},
  time: nowS * 1000,
});

/** `GET /v5/market/instruments-info?category=…`: as much of each instrument as ccxt's market parsers read. */
export const instrumentsInfo = (category: BybitCategory, symbols: readonly BybitSymbol[]) => ({
  category,
  list: symbols.map((symbol) =>
    category === 'spot'
      ? {
          symbol: symbol.id,
          baseCoin: symbol.base,
          quoteCoin: symbol.quote,
          innovation: '0',
          status: 'Trading',
          marginTrading: 'both',
          lotSizeFilter: {
            basePrecision: '0.000001',
            quotePrecision: '0.00000001',
            minOrderQty: '0.000048',
            maxOrderQty: '71.73956243',
            minOrderAmt: '1',
            maxOrderAmt: '2000000',
          },
          priceFilter: { tickSize: '0.01' },
        }
      : {
          symbol: symbol.id,
          contractType: 'LinearPerpetual',
          status: 'Trading',
          baseCoin: symbol.base,
          quoteCoin: symbol.quote,
          settleCoin: symbol.quote,
          launchTime: '1585526400000',
          deliveryTime: '0',
          deliveryFeeRate: '',
          priceScale: '2',
          leverageFilter: { minLeverage: '1', maxLeverage: '100.00', leverageStep: '0.01' },
          priceFilter: { minPrice: '0.10', maxPrice: '1999999.80', tickSize: '0.10' },
          lotSizeFilter: {
            maxOrderQty: '1190.000',
            minOrderQty: '0.001',
            qtyStep: '0.001',
            postOnlyMaxOrderQty: '1190.000',
            minNotionalValue: '5',
          },
          unifiedMarginTrade: true,
          fundingInterval: 480,
        },
  ),
  nextPageCursor: '',
});

const klineFields = (symbol: string, minutes: number, open: number, forming: boolean) => {
  const candle = scriptedCandle(symbol, minutes, open, forming);
  return {
    open: decimal(candle.open),
    high: decimal(candle.high),
    low: decimal(candle.low),
    close: decimal(candle.close),
    volume: decimal(candle.volume),
    turnover: decimal(candle.volume * candle.close),
  };
};

/**
 * `GET /v5/market/kline` (category, symbol, interval, start?, end?, limit 1-1000, default 200): the candles opening in
 * [start, end], end defaulting to now. With `start` the page runs forward from it; without, it is the newest `limit`.
 * Bybit sorts the list newest first, the forming candle included (its close is the last price), every field a string.
 */
export const klineResult = (query: URLSearchParams, category: BybitCategory, nowS: number) => {
  const symbol = query.get('symbol') ?? '';
  const minutes = BYBIT_INTERVALS[query.get('interval') ?? ''] ?? 1;
  const limit = Math.min(1000, Math.max(1, Number(query.get('limit') ?? 200)));
  const forming = formingAt(nowS, minutes);
  const endS = query.has('end') ? Math.min(Number(query.get('end')) / 1000, forming) : forming;
  const opens = query.has('start')
    ? opensBetween(Number(query.get('start')) / 1000, endS, minutes)
        .filter((open) => open * 1000 >= Number(query.get('start')))
        .slice(0, limit)
    : opensBetween(endS - (limit - 1) * minutes * 60, endS, minutes);
  const list = opens.reverse().map((open) => {
    const fields = klineFields(symbol, minutes, open, open === forming);
    return [
      String(open * 1000),
      fields.open,
      fields.high,
      fields.low,
      fields.close,
      fields.volume,
      fields.turnover,
    ];
  });
  return { category, symbol, list };
};

/** A `kline.<interval>.<symbol>` push; `confirm` is true on the last push of a closed candle. */
export const klineMessage = (
  symbol: string,
  interval: string,
  open: number,
  nowS: number,
  confirm: boolean,
) => {
  const minutes = BYBIT_INTERVALS[interval]!;
  return {
    topic: `kline.${interval}.${symbol}`,
    type: 'snapshot',
    ts: nowS * 1000,
    data: [
      {
        start: open * 1000,
        end: (open + minutes * 60) * 1000 - 1,
        interval,
        ...klineFields(symbol, minutes, open, !confirm),
        confirm,
        timestamp: nowS * 1000,
      },
    ],
  };
};

/**
 * A `tickers.<symbol>` push; the last price is the close of the forming 1-minute candle. Spot sends only snapshots
 * (with `usdIndexPrice`); linear sends one snapshot (with `openInterestValue`, which is how ccxt tells a contract
 * ticker) and then deltas carrying the fields that changed.
 */
export const tickerMessage = (
  symbol: string,
  category: BybitCategory,
  nowS: number,
  type: 'snapshot' | 'delta',
) => {
  const candle = scriptedCandle(symbol, 1, formingAt(nowS, 1), true);
  const moving = {
    symbol,
    lastPrice: decimal(candle.close),
    highPrice24h: decimal(candle.high),
    lowPrice24h: decimal(candle.low),
    volume24h: decimal(candle.volume),
    turnover24h: decimal(candle.volume * candle.close),
  };
  const data =
    category === 'spot'
      ? {
          ...moving,
          prevPrice24h: decimal(candle.open),
          price24hPcnt: '0.0010',
          usdIndexPrice: moving.lastPrice,
        }
      : type === 'delta'
        ? moving
        : {
            ...moving,
            tickDirection: 'PlusTick',
            prevPrice24h: decimal(candle.open),
            price24hPcnt: '0.0010',
            markPrice: moving.lastPrice,
            indexPrice: moving.lastPrice,
            openInterest: '50000.000',
            openInterestValue: decimal(50000 * candle.close, 2),
            fundingRate: '0.0001',
            nextFundingTime: String((formingAt(nowS, 480) + 480 * 60) * 1000),
            bid1Price: moving.lastPrice,
            bid1Size: '1.000',
            ask1Price: moving.lastPrice,
            ask1Size: '1.000',
          };
  return { topic: `tickers.${symbol}`, type, cs: nowS, ts: nowS * 1000, data };
};
