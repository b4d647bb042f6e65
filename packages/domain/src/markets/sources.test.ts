import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKETS } from './market';
import { FOREX_QUOTES, SPOT_QUOTES } from './quotes';
import { SOURCE_NAMES } from './source';
import { SOURCES } from './source-catalog';
import {
  CRYPTO_SETTINGS_SOURCES,
  defaultSourceOf,
  isSourceOf,
  maxVolume24hOf,
  quotesOf,
  STOCK_SOURCES,
  sourceByName,
  sourceNamesOf,
  sourcesOf,
  sourceUrl,
  timeframesOf,
} from './sources';
import { TIMEFRAMES } from './timeframes';

describe('source catalog (spec §3 Exchanges)', () => {
  it('holds the twelve crypto exchanges and the two forex brokers', () => {
    expect(sourceNamesOf('crypto')).toEqual([
      'binance-spot',
      'binance-usdm',
      'binance-coinm',
      'coinex-spot',
      'coinex-futures',
      'bingx-futures',
      'kucoin-spot',
      'kucoin-futures',
      'bybit-spot',
      'bybit-futures',
      'mexc-spot',
      'mexc-futures',
    ]);
    expect(SOURCE_NAMES.filter((name) => SOURCES[name].kind === 'broker')).toEqual(['oanda', 'lite-finance']);
  });

  it('keys each entry by its own name', () => {
    for (const name of SOURCE_NAMES) expect(SOURCES[name].name).toBe(name);
  });

  it('offers the seven crypto settings sources of the spec, binance spot first', () => {
    expect(CRYPTO_SETTINGS_SOURCES).toEqual([
      'binance-spot',
      'binance-usdm',
      'kucoin-futures',
      'bybit-futures',
      'coinex-futures',
      'bingx-futures',
      'mexc-futures',
    ]);
    for (const name of CRYPTO_SETTINGS_SOURCES) expect(isSourceOf('crypto', name)).toBe(true);
  });

  it('serves global markets from oanda and stocks from lite-finance', () => {
    for (const market of ['currencies', 'commodities', 'indices'] as const) {
      expect(sourceNamesOf(market)).toEqual(['oanda']);
    }
    expect(sourceNamesOf('stock')).toEqual(['lite-finance']);
    expect(STOCK_SOURCES).toEqual(['lite-finance']);
  });

  it('gives every market at least one source, and its default is one of them', () => {
    for (const market of MARKETS) {
      expect(sourcesOf(market).length).toBeGreaterThan(0);
      expect(sourceNamesOf(market)).toContain(defaultSourceOf(market));
    }
    expect(defaultSourceOf('crypto')).toBe('binance-spot');
    expect(defaultSourceOf('indices')).toBe('oanda');
  });

  it("keeps every source's timeframes inside TIMEFRAMES, ascending and with 240 for the default chart", () => {
    for (const name of SOURCE_NAMES) {
      const timeframes = timeframesOf(name);
      for (const timeframe of timeframes) expect(TIMEFRAMES).toContain(timeframe);
      expect([...timeframes].sort((a, b) => a - b)).toEqual(timeframes);
      expect(timeframes).toContain(SOURCES[name].chart.defaultTimeframe);
    }
  });

  it('adds the 3-minute candle to spot exchanges only, and none to mexc', () => {
    for (const name of sourceNamesOf('crypto')) {
      const hasThree = timeframesOf(name).includes(3);
      expect(hasThree).toBe(SOURCES[name].kind === 'spot' && !name.startsWith('mexc'));
    }
    expect(timeframesOf('oanda')).toEqual([1, 5, 15, 30, 60, 240, 1440, 10080]);
  });

  it('quotes binance spot in exactly 26 distinct quotes, usdt, btc, busd, usdc, eur and try among them', () => {
    expect(SPOT_QUOTES).toHaveLength(26);
    expect(new Set(SPOT_QUOTES).size).toBe(26);
    for (const quote of ['usdt', 'btc', 'busd', 'usdc', 'eur', 'try']) expect(SPOT_QUOTES).toContain(quote);
    expect(quotesOf('binance-spot')).toBe(SPOT_QUOTES);
  });

  it('quotes forex in usd, jpy, chf, cad, nzd, aud, gbp, indices in their own currency, the rest in usd', () => {
    expect(FOREX_QUOTES).toEqual(['usd', 'jpy', 'chf', 'cad', 'nzd', 'aud', 'gbp']);
    expect(quotesOf('oanda', 'currencies')).toEqual(FOREX_QUOTES);
    expect(quotesOf('oanda', 'commodities')).toEqual(['usd']);
    expect(quotesOf('oanda', 'indices')).toEqual(['usd', 'eur', 'gbp', 'jpy']);
    expect(quotesOf('lite-finance')).toEqual(['usd']);
    expect(quotesOf('oanda', 'crypto')).toEqual([]);
  });

  it('quotes every source in at least one quote of each market it serves', () => {
    for (const name of SOURCE_NAMES) {
      for (const market of SOURCES[name].markets) expect(quotesOf(name, market).length).toBeGreaterThan(0);
    }
  });

  it('bounds the volume filter per quote where the source publishes one', () => {
    expect(maxVolume24hOf('binance-spot', 'USDT')).toBeGreaterThan(0);
    expect(maxVolume24hOf('binance-spot', 'czk')).toBeUndefined();
  });

  it('finds a source by name and nothing for an unknown one', () => {
    expect(sourceByName('kucoin-futures')?.defaultBase).toBe('btc');
    expect(sourceByName('ftx')).toBeUndefined();
    expect(sourceByName('toString')).toBeUndefined();
  });

  it("links a pair to the exchange's trade page", () => {
    expect(sourceUrl('binance-spot', 'btc', 'usdt')).toBe('https://www.binance.com/en/trade/BTC_USDT');
    // KuCoin's page names bitcoin XBT; the listed pair is btc, and an xbt passes through as it is.
    expect(sourceUrl('kucoin-futures', 'btc', 'usdt')).toBe('https://www.kucoin.com/futures/trade/XBTUSDTM');
    expect(sourceUrl('kucoin-futures', 'xbt', 'usdt')).toBe('https://www.kucoin.com/futures/trade/XBTUSDTM');
    expect(sourceUrl('kucoin-spot', 'btc', 'usdt')).toBe('https://www.kucoin.com/trade/BTC-USDT');
  });

  it('substitutes both params in every url template, whatever the symbols', () => {
    const symbol = fc.string({ minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(fc.constantFrom(...SOURCE_NAMES), symbol, symbol, (name, base, quote) => {
        const url = sourceUrl(name, base, quote);
        expect(url).not.toContain(':base');
        expect(url).not.toContain(':quote');
        expect(url).toContain(encodeURIComponent(base.toUpperCase()));
        expect(url).toContain(encodeURIComponent(quote.toUpperCase()));
        expect(url.startsWith('https://')).toBe(true);
      }),
    );
  });
});
