import { compileLoop } from './loops.mjs';

/**
 * The same four indicators through each JS library, called as its README shows: technicalindicators
 * and tulind and talib take plain arrays in one call, trading-signals is fed one `add` per bar.
 */
export function libraryRunners(libraries, closes) {
  const { talib, technicalindicators: ti, tradingSignals: ts, tulind } = libraries;
  const values = Array.from(closes);
  const n = values.length;
  const talibRun = (name, options) => () =>
    talib.execute({ name, startIdx: 0, endIdx: n - 1, inReal: values, ...options });
  const tulindRun = (name, options) => () =>
    tulind.indicators[name].indicator([values], options, (error) => {
      if (error) throw new Error(error);
    });
  const streamed = (make) => {
    const loop = compileLoop('s.add(a[i])');
    return () => loop(make(), values, null, null, null, n);
  };
  return {
    'EMA(20)': {
      technicalindicators: () => ti.EMA.calculate({ period: 20, values }),
      'trading-signals': streamed(() => new ts.EMA(20)),
      tulind: tulindRun('ema', [20]),
      talib: talibRun('EMA', { optInTimePeriod: 20 }),
    },
    'RSI(14)': {
      technicalindicators: () => ti.RSI.calculate({ period: 14, values }),
      'trading-signals': streamed(() => new ts.RSI(14)),
      tulind: tulindRun('rsi', [14]),
      talib: talibRun('RSI', { optInTimePeriod: 14 }),
    },
    'MACD(12,26,9)': {
      technicalindicators: () =>
        ti.MACD.calculate({
          values,
          fastPeriod: 12,
          slowPeriod: 26,
          signalPeriod: 9,
          SimpleMAOscillator: false,
          SimpleMASignal: false,
        }),
      'trading-signals': streamed(() => new ts.MACD(new ts.EMA(12), new ts.EMA(26), new ts.EMA(9))),
      tulind: tulindRun('macd', [12, 26, 9]),
      talib: talibRun('MACD', { optInFastPeriod: 12, optInSlowPeriod: 26, optInSignalPeriod: 9 }),
    },
    'BB(20,2)': {
      technicalindicators: () => ti.BollingerBands.calculate({ period: 20, stdDev: 2, values }),
      'trading-signals': streamed(() => new ts.BollingerBands(20, 2)),
      tulind: tulindRun('bbands', [20, 2]),
      talib: talibRun('BBANDS', { optInTimePeriod: 20, optInNbDevUp: 2, optInNbDevDn: 2, optInMAType: 0 }),
    },
  };
}

export const LIBRARY_NAMES = ['technicalindicators', 'trading-signals', 'tulind', 'talib'];
