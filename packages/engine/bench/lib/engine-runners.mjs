/**
 * The engine's batch forms, writing into buffers allocated once (as a scan reuses them), and the
 * same calls allocating fresh outputs each time; keys match the C kernels' names.
 */
export function engineRunners(engine, closes) {
  const { indicators: ta } = engine;
  const n = closes.length;
  const column = () => new Float64Array(n);
  const line = column();
  const macdOut = { macd: column(), signal: column(), histogram: column() };
  const bandsOut = { upper: column(), middle: column(), lower: column() };
  return {
    'EMA(20)': { reused: () => ta.ema(closes, 20, line), fresh: () => ta.ema(closes, 20), check: () => line },
    'RSI(14)': { reused: () => ta.rsi(closes, 14, line), fresh: () => ta.rsi(closes, 14), check: () => line },
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

/** One closed candle per `add` through each streaming class, and `replace` of the open candle. */
export function streamRunners(engine, market) {
  const { indicators: ta } = engine;
  const { close, high, low, volume } = market;
  const n = close.length;
  const onClose = (make) => ({
    add: () => {
      const s = make();
      for (let i = 0; i < n; i++) s.add(close[i]);
    },
    replace: () => {
      const s = make();
      s.add(close[0]);
      for (let i = 0; i < n; i++) s.replace(close[i]);
    },
  });
  const onHlc = (make) => ({
    add: () => {
      const s = make();
      for (let i = 0; i < n; i++) s.add(high[i], low[i], close[i]);
    },
    replace: () => {
      const s = make();
      s.add(high[0], low[0], close[0]);
      for (let i = 0; i < n; i++) s.replace(high[i], low[i], close[i]);
    },
  });
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
    'MFI(14)': {
      add: () => {
        const s = new ta.MfiStream(14);
        for (let i = 0; i < n; i++) s.add(high[i], low[i], close[i], volume[i]);
      },
      replace: () => {
        const s = new ta.MfiStream(14);
        s.add(high[0], low[0], close[0], volume[0]);
        for (let i = 0; i < n; i++) s.replace(high[i], low[i], close[i], volume[i]);
      },
    },
  };
}
