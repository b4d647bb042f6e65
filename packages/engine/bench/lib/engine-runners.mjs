import { compileLoop } from './loops.mjs';

/**
 * The engine's batch forms, writing into buffers allocated once (as a scan reuses them), and the
 * same calls allocating fresh outputs each time; keys match the C kernels' names.
 */
export function engineRunners(engine, closes) {
  const { indicators: ta } = engine;
  const n = closes.length;
  const column = () => new Float64Array(n);
  const emaOut = column();
  const rsiOut = column();
  const macdOut = { macd: column(), signal: column(), histogram: column() };
  const bandsOut = { upper: column(), middle: column(), lower: column() };
  return {
    'EMA(20)': {
      reused: () => ta.ema(closes, 20, emaOut),
      fresh: () => ta.ema(closes, 20),
      check: () => emaOut,
    },
    'RSI(14)': {
      reused: () => ta.rsi(closes, 14, rsiOut),
      fresh: () => ta.rsi(closes, 14),
      check: () => rsiOut,
    },
    'MACD(12,26,9)': {
      reused: () => ta.macd(closes, 12, 26, 9, macdOut),
      fresh: () => ta.macd(closes, 12, 26, 9),
      check: () => macdOut.macd,
    },
    'BB(20,2)': {
      reused: () => ta.bollinger(closes, 20, 2, bandsOut),
      fresh: () => ta.bollinger(closes, 20, 2),
      check: () => bandsOut.middle,
    },
  };
}

/**
 * One closed candle per `add` through each streaming class, and `replace` of the open candle, each
 * loop compiled apart so every call site sees one class.
 */
export function streamRunners(engine, market) {
  const { indicators: ta } = engine;
  const { close, high, low, volume } = market;
  const n = close.length;
  const runner = (make, args) => {
    const add = compileLoop(`s.add(${args})`);
    const replace = compileLoop(`s.replace(${args})`);
    return {
      add: () => add(make(), close, high, low, volume, n),
      replace: () => {
        const s = make();
        add(s, close, high, low, volume, 1);
        replace(s, close, high, low, volume, n);
      },
    };
  };
  const onClose = (make) => runner(make, 'a[i]');
  const onHlc = (make) => runner(make, 'b[i], c[i], a[i]');
  return {
    'EMA(20)': onClose(() => new ta.EmaStream(20)),
    'RSI(14)': onClose(() => new ta.RsiStream(14)),
    'MACD(12,26,9)': onClose(() => new ta.MacdStream(12, 26, 9)),
    'BB(20,2)': onClose(() => new ta.BollingerStream(20, 2)),
    'SMA(50)': onClose(() => new ta.SmaStream(50)),
    'ATR(14)': onHlc(() => new ta.AtrStream(14)),
    'ADX(14)': onHlc(() => new ta.AdxStream(14)),
    'Stochastic(14,3,3)': onHlc(() => new ta.StochasticStream(14, 3, 3)),
    'Supertrend(10,3)': onHlc(() => new ta.SupertrendStream(10, 3)),
    'MFI(14)': runner(() => new ta.MfiStream(14), 'b[i], c[i], a[i], d[i]'),
  };
}
