// Expected indicator values from independent implementations, written as JSON fixtures beside the
// engine's indicators. Run once (needs bench/node_modules: `npm ci --prefix packages/engine/bench`):
//   node packages/engine/bench/oracle/gen-indicator-fixtures.mjs
// TA-Lib (0.6.0-dev C core bundled in npm talib 1.1.6) for everything it has; trading-signals 8.3.0
// for Ichimoku, Supertrend and VWAP, which TA-Lib lacks. Tests never need these libraries.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DonchianChannels, IchimokuCloud, SuperTrend, VWAP } from 'trading-signals';

const require = createRequire(import.meta.url);
const talib = require('talib');
const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '..', '..', 'src');
const TALIB = 'TA-Lib 0.6.0-dev C core via npm talib 1.1.6';
const TS = 'trading-signals 8.3.0 (bennycode/trading-signals)';

const btc = JSON.parse(readFileSync(join(src, 'testing', 'fixtures', 'btcusdt-240.json'), 'utf8'));
const take = (c, n) =>
  Object.fromEntries(['time', 'open', 'high', 'low', 'close', 'volume'].map((k) => [k, c[k].slice(0, n)]));

/** Flat first 40 bars (zero ranges and changes), then a cent-tick walk with flat runs. */
function syntheticSteps(length = 160, seed = 42) {
  let state = seed;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const c = { time: [], open: [], high: [], low: [], close: [], volume: [] };
  let close = 10_000;
  let flat = 40;
  for (let i = 0; i < length; i++) {
    const open = close;
    if (flat > 0) flat--;
    else if (random() < 0.06) flat = 5 + Math.floor(random() * 15);
    else close = Math.max(1_000, open + Math.round((random() - 0.5) * 300));
    const isFlat = flat > 0;
    const upper = isFlat ? 0 : Math.round(random() * 80);
    const lower = isFlat ? 0 : Math.round(random() * 80);
    c.time.push(1_700_000_000 + i * 3600);
    c.open.push(open / 100);
    c.close.push(close / 100);
    c.high.push((Math.max(open, close) + upper) / 100);
    c.low.push((Math.min(open, close) - lower) / 100);
    c.volume.push(isFlat ? 10 : 1 + Math.floor(random() * 1000));
  }
  return c;
}

const synthetic = syntheticSteps();
writeFileSync(
  join(src, 'testing', 'fixtures', 'synthetic-steps.json'),
  `${JSON.stringify({
    source: 'synthetic',
    symbol: 'STEPS',
    timeframe: 60,
    provenance:
      'bench/oracle/gen-indicator-fixtures.mjs syntheticSteps(160, 42): flat start, cent ticks, flat runs',
    ...synthetic,
  })}\n`,
);
const inputs = { 'btcusdt-240': take(btc, 300), 'synthetic-steps': synthetic };

const pad = (length, begIndex, values) => {
  const out = new Array(length).fill(null);
  values.forEach((v, i) => {
    out[begIndex + i] = v;
  });
  return out;
};

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

const cases = (list) =>
  Object.entries(inputs).flatMap(([input, candles]) =>
    list.map(([params, run]) => ({ input, params, outputs: run(candles) })),
  );

function write(file, source, fixtureCases) {
  const body = {
    source,
    generator: 'bench/oracle/gen-indicator-fixtures.mjs',
    inputs: 'src/testing/fixtures (btcusdt-240: first 300)',
    cases: fixtureCases,
  };
  writeFileSync(join(src, 'indicators', 'fixtures', `${file}.json`), `${JSON.stringify(body)}\n`);
  process.stdout.write(`wrote ${file}.json (${fixtureCases.length} cases)\n`);
}

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

// trading-signals streams candles through `add` and returns null until warm.
const streamed = (make, c, pick) => {
  const indicator = make();
  return c.close.map((_, i) => {
    const r = indicator.add({
      open: c.open[i],
      high: c.high[i],
      low: c.low[i],
      close: c.close[i],
      volume: c.volume[i],
    });
    return r === null ? null : pick(r);
  });
};
const donchianMiddle = (c, period) =>
  streamed(
    () => new DonchianChannels(period),
    c,
    (r) => r.middle,
  );
write(
  'ichimoku',
  `${TS} IchimokuCloud (spanA from bar 51), DonchianChannels middle (conversion, base, spanB from their own warm-up)`,
  cases([
    [
      { conversionPeriod: 9, basePeriod: 26, spanBPeriod: 52 },
      (c) => ({
        conversion: donchianMiddle(c, 9),
        base: donchianMiddle(c, 26),
        spanB: donchianMiddle(c, 52),
        spanA: streamed(
          () => new IchimokuCloud({ conversionInterval: 9, baseInterval: 26, spanBInterval: 52 }),
          c,
          (r) => r.spanA,
        ),
      }),
    ],
  ]),
);
write(
  'supertrend',
  `${TS} SuperTrend (ATR = TR with bar 0 as high − low, Wilder-smoothed from an SMA seed)`,
  cases(
    [
      [10, 3],
      [7, 2],
    ].map(([period, multiplier]) => [
      { period, multiplier },
      (c) => ({
        supertrend: streamed(
          () => new SuperTrend({ interval: period, multiplier }),
          c,
          (r) => r.supertrend,
        ),
        direction: streamed(
          () => new SuperTrend({ interval: period, multiplier }),
          c,
          (r) => (r.trend === 'BULLISH' ? 1 : -1),
        ),
      }),
    ]),
  ),
);
/** A fresh trading-signals VWAP per UTC day (or one for all bars). */
const vwapOracle = (c, daily) => {
  let indicator;
  let day;
  return c.close.map((_, i) => {
    const d = Math.floor(c.time[i] / 86_400);
    if (indicator === undefined || (daily && d !== day)) indicator = new VWAP();
    day = d;
    const r = indicator.add({
      open: c.open[i],
      high: c.high[i],
      low: c.low[i],
      close: c.close[i],
      volume: c.volume[i],
    });
    return r === null ? null : r;
  });
};
write(
  'vwap',
  `${TS} VWAP (typical price), restarted at each UTC day for the daily session`,
  cases([
    [{ session: null }, (c) => ({ vwap: vwapOracle(c, false) })],
    [{ session: 1440 }, (c) => ({ vwap: vwapOracle(c, true) })],
  ]),
);
