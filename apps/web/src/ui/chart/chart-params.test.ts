import { describe, expect, it } from 'vitest';
import { historySymbolOf, readChartParams, writeChartParams } from './chart-params';

const read = (search: string, market: 'crypto' | 'currencies' | 'stock' = 'crypto') =>
  readChartParams(new URLSearchParams(search), market);

describe('the chart query (spec §2)', () => {
  it('reads source, base, quote, timeframe, strategy ids and jump', () => {
    expect(
      read('source=bybit-futures&base=ETH&quote=usdt&timeframe=60&strategy=12,7,x,12&jump=true'),
    ).toEqual({
      source: 'bybit-futures',
      base: 'eth',
      quote: 'usdt',
      timeframe: 60,
      strategyIds: [12, 7],
      jump: true,
    });
  });

  it("falls back on the market's defaults and the source's default timeframe", () => {
    expect(read('')).toMatchObject({ source: 'binance-spot', base: 'btc', quote: 'usdt', timeframe: 240 });
    expect(read('source=binance-spot&timeframe=1')).toMatchObject({ timeframe: 240 });
    expect(read('source=oanda', 'currencies')).toMatchObject({ base: 'gbp', quote: 'usd' });
    expect(read('source=binance-spot', 'stock')).toMatchObject({ source: 'lite-finance', base: 'aapl' });
    expect(read('source=kucoin-futures')).toMatchObject({ base: 'btc' });
  });

  it('writes the query back, with strategy and jump only when set, and names the history symbol', () => {
    const chart = read('source=oanda&base=xau&quote=usd&timeframe=1440', 'currencies');
    expect(writeChartParams(chart).toString()).toBe('source=oanda&base=xau&quote=usd&timeframe=1440');
    expect(writeChartParams({ ...chart, strategyIds: [3, 4], jump: true }).toString()).toContain(
      'strategy=3%2C4&jump=true',
    );
    expect(historySymbolOf(chart)).toBe('XAUUSD');
  });
});
