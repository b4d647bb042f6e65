// TA-Lib (0.6.0-dev C core bundled in npm talib 1.1.6) expected values for every indicator it has.
import { createRequire } from 'node:module';
import { cases, pad, write } from './fixture-io.mjs';

const require = createRequire(import.meta.url);
const talib = require('talib');
const TALIB = 'TA-Lib 0.6.0-dev C core via npm talib 1.1.6';

/** Runs one TA-Lib function; every optIn must be passed or talib aborts the process. */
function ta(name, candles, options, outputs, real = 'close') {
  const length = candles.close.length;
  const r = talib.execute({
    name,
    startIdx: 0,
    endIdx: length - 1,
    high: candles.high,
    low: candles.low,
    close: candles.close,
    open: candles.open,
    volume: candles.volume,
    inReal: Array.isArray(real) ? real : candles[real],
    ...options,
  });
  if (r.error) throw new Error(`${name}: ${JSON.stringify(r.error)}`);
  return Object.fromEntries(
    Object.entries(outputs).map(([ours, theirs]) => [ours, pad(length, r.begIndex, r.result[theirs])]),
  );
}

export function writeTalibFixtures() {
  const real = { real: 'outReal' };
  const byPeriod = (name, periods) =>
    cases(periods.map((period) => [{ period }, (c) => ta(name, c, { optInTimePeriod: period }, real)]));

  write('sma', `${TALIB} TA_SMA`, byPeriod('SMA', [2, 20, 50]));
  write('ema', `${TALIB} TA_EMA`, byPeriod('EMA', [5, 20, 50]));
  write('wma', `${TALIB} TA_WMA`, byPeriod('WMA', [2, 10, 30]));
  write('rsi', `${TALIB} TA_RSI`, byPeriod('RSI', [2, 14, 30]));
  write('roc', `${TALIB} TA_ROC`, byPeriod('ROC', [1, 10]));
  write('cci', `${TALIB} TA_CCI`, byPeriod('CCI', [14, 20]));
  write('williams-r', `${TALIB} TA_WILLR`, byPeriod('WILLR', [5, 14]));
  write('mfi', `${TALIB} TA_MFI`, byPeriod('MFI', [7, 14]));
  write('atr', `${TALIB} TA_ATR`, byPeriod('ATR', [1, 14, 30]));
  write('obv', `${TALIB} TA_OBV`, cases([[{}, (c) => ta('OBV', c, {}, real)]]));
  write(
    'macd',
    `${TALIB} TA_MACD`,
    cases(
      [
        [12, 26, 9],
        [5, 35, 5],
        [26, 12, 9],
        // Signal 1 trips a TA-Lib bug (begIdx one bar early, lines misaligned), so 2 is the smallest.
        [3, 10, 2],
      ].map(([fast, slow, signal]) => [
        { fast, slow, signal },
        (c) =>
          ta(
            'MACD',
            c,
            { optInFastPeriod: fast, optInSlowPeriod: slow, optInSignalPeriod: signal },
            {
              macd: 'outMACD',
              signal: 'outMACDSignal',
              histogram: 'outMACDHist',
            },
          ),
      ]),
    ),
  );
  write(
    'bollinger',
    `${TALIB} TA_BBANDS (MAType SMA)`,
    cases(
      [
        [20, 2],
        [5, 1.5],
        [50, 2.5],
      ].map(([period, deviations]) => [
        { period, deviations },
        (c) =>
          ta(
            'BBANDS',
            c,
            { optInTimePeriod: period, optInNbDevUp: deviations, optInNbDevDn: deviations, optInMAType: 0 },
            {
              upper: 'outRealUpperBand',
              middle: 'outRealMiddleBand',
              lower: 'outRealLowerBand',
            },
          ),
      ]),
    ),
  );
  const stoch = (c, fastK, slowK, slowD) =>
    ta(
      'STOCH',
      c,
      {
        optInFastK_Period: fastK,
        optInSlowK_Period: slowK,
        optInSlowK_MAType: 0,
        optInSlowD_Period: slowD,
        optInSlowD_MAType: 0,
      },
      { k: 'outSlowK', d: 'outSlowD' },
    );
  write(
    'stochastic',
    `${TALIB} TA_STOCH (SMA smoothing)`,
    cases(
      [
        [14, 3, 3],
        [5, 3, 3],
        [9, 1, 1],
      ].map(([fastK, slowK, slowD]) => [{ fastK, slowK, slowD }, (c) => stoch(c, fastK, slowK, slowD)]),
    ),
  );
  /** smoothK 1 is TA_STOCHRSI itself; other smoothing is TA_STOCH run on TA_RSI's output. */
  const stochRsiOracle = (c, rsiPeriod, stochPeriod, smoothK, smoothD) => {
    if (smoothK === 1) {
      return ta(
        'STOCHRSI',
        c,
        {
          optInTimePeriod: rsiPeriod,
          optInFastK_Period: stochPeriod,
          optInFastD_Period: smoothD,
          optInFastD_MAType: 0,
        },
        { k: 'outFastK', d: 'outFastD' },
      );
    }
    const r = ta('RSI', c, { optInTimePeriod: rsiPeriod }, real).real.slice(rsiPeriod);
    const inner = stoch({ high: r, low: r, close: r, open: r, volume: r }, stochPeriod, smoothK, smoothD);
    const lead = new Array(rsiPeriod).fill(null);
    return { k: [...lead, ...inner.k], d: [...lead, ...inner.d] };
  };
  write(
    'stoch-rsi',
    `${TALIB} TA_STOCHRSI (smoothK 1) and TA_STOCH over TA_RSI (smoothK > 1)`,
    cases(
      [
        [14, 14, 1, 3],
        [14, 14, 3, 3],
        [7, 5, 2, 4],
      ].map(([rsiPeriod, stochPeriod, smoothK, smoothD]) => [
        { rsiPeriod, stochPeriod, smoothK, smoothD },
        (c) => stochRsiOracle(c, rsiPeriod, stochPeriod, smoothK, smoothD),
      ]),
    ),
  );
  write(
    'adx',
    `${TALIB} TA_ADX, TA_PLUS_DI, TA_MINUS_DI`,
    cases(
      [7, 14].map((period) => [
        { period },
        (c) => ({
          adx: ta('ADX', c, { optInTimePeriod: period }, real).real,
          plusDI: ta('PLUS_DI', c, { optInTimePeriod: period }, real).real,
          minusDI: ta('MINUS_DI', c, { optInTimePeriod: period }, real).real,
        }),
      ]),
    ),
  );
  write(
    'psar',
    `${TALIB} TA_SAR`,
    cases(
      [
        [0.02, 0.2],
        [0.05, 0.3],
        [0.3, 0.2],
      ].map(([step, max]) => [
        { step, max },
        (c) => ta('SAR', c, { optInAcceleration: step, optInMaximum: max }, real),
      ]),
    ),
  );
}
