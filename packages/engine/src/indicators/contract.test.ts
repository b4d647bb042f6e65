import fc from 'fast-check';
import {
  btcusdt240Candles,
  type ContractSubject,
  candleColumnsArbitrary,
  describeStreamingContract,
  type Outputs,
} from '../../test';
import type { CandleColumns } from '../series';
import * as ta from './index';
import type { CloseInput, HighLowCloseInput, HighLowInput, StreamingIndicator } from './streaming-indicator';

/**
 * The shared contract (CONVENTIONS, "The engine") over every indicator, on real BTCUSDT 4h candles:
 * each is adapted through the one StreamingIndicator interface.
 */

/** Adapts one indicator: which candle fields feed its stream and what its outputs read. */
function subject<Input extends readonly number[], S extends StreamingIndicator<Input>>(
  name: string,
  lookback: Readonly<Record<string, number>>,
  batch: (c: CandleColumns) => Outputs,
  make: () => S,
  input: (c: CandleColumns, i: number) => Input,
  read: (s: S) => Readonly<Record<string, number>>,
): ContractSubject {
  return {
    name,
    lookback,
    batch,
    stream: () => {
      const s = make();
      return {
        add: (c, i) => s.add(...input(c, i)),
        replace: (c, i) => s.replace(...input(c, i)),
        get isStable() {
          return s.isStable;
        },
        get value() {
          return s.value;
        },
        read: () => read(s),
      };
    },
  };
}

const onClose = (c: CandleColumns, i: number): CloseInput => [c.close[i]!];
const onHl = (c: CandleColumns, i: number): HighLowInput => [c.high[i]!, c.low[i]!];
const onHlc = (c: CandleColumns, i: number): HighLowCloseInput => [c.high[i]!, c.low[i]!, c.close[i]!];
const onHlcv = (c: CandleColumns, i: number): [number, number, number, number] => [
  c.high[i]!,
  c.low[i]!,
  c.close[i]!,
  c.volume[i]!,
];

const single = (s: { readonly value: number }) => ({ value: s.value });

const closeSubject = (
  name: string,
  lookback: number,
  batch: (x: Float64Array) => Float64Array,
  make: () => StreamingIndicator<CloseInput>,
) => subject(name, { value: lookback }, (c) => ({ value: batch(c.close) }), make, onClose, single);

const hlcSubject = (
  name: string,
  lookback: number,
  batch: (h: Float64Array, l: Float64Array, c: Float64Array) => Float64Array,
  make: () => StreamingIndicator<HighLowCloseInput>,
) =>
  subject(name, { value: lookback }, (c) => ({ value: batch(c.high, c.low, c.close) }), make, onHlc, single);

const subjects: ContractSubject[] = [
  closeSubject(
    'sma(20)',
    ta.smaLookback(20),
    (x) => ta.sma(x, 20),
    () => new ta.SmaStream(20),
  ),
  closeSubject(
    'sma(1)',
    ta.smaLookback(1),
    (x) => ta.sma(x, 1),
    () => new ta.SmaStream(1),
  ),
  closeSubject(
    'ema(20)',
    ta.emaLookback(20),
    (x) => ta.ema(x, 20),
    () => new ta.EmaStream(20),
  ),
  closeSubject(
    'wma(10)',
    ta.wmaLookback(10),
    (x) => ta.wma(x, 10),
    () => new ta.WmaStream(10),
  ),
  closeSubject(
    'rsi(14)',
    ta.rsiLookback(14),
    (x) => ta.rsi(x, 14),
    () => new ta.RsiStream(14),
  ),
  closeSubject(
    'roc(10)',
    ta.rocLookback(10),
    (x) => ta.roc(x, 10),
    () => new ta.RocStream(10),
  ),
  hlcSubject(
    'atr(14)',
    ta.atrLookback(14),
    (h, l, c) => ta.atr(h, l, c, 14),
    () => new ta.AtrStream(14),
  ),
  hlcSubject(
    'cci(20)',
    ta.cciLookback(20),
    (h, l, c) => ta.cci(h, l, c, 20),
    () => new ta.CciStream(20),
  ),
  hlcSubject(
    'williamsR(14)',
    ta.williamsRLookback(14),
    (h, l, c) => ta.williamsR(h, l, c, 14),
    () => new ta.WilliamsRStream(14),
  ),
  ...[
    [12, 26, 9],
    [26, 12, 9],
  ].map(([fast, slow, signal]) =>
    subject(
      `macd(${fast}, ${slow}, ${signal})`,
      { macd: 33, signal: 33, histogram: 33 },
      (c) => ({ ...ta.macd(c.close, fast, slow, signal) }),
      () => new ta.MacdStream(fast, slow, signal),
      onClose,
      (s) => ({ macd: s.macd, signal: s.signal, histogram: s.histogram }),
    ),
  ),
  subject(
    'bollinger(20, 2)',
    { upper: 19, middle: 19, lower: 19 },
    (c) => ({ ...ta.bollinger(c.close, 20, 2) }),
    () => new ta.BollingerStream(20, 2),
    onClose,
    (s) => ({ upper: s.upper, middle: s.middle, lower: s.lower }),
  ),
  subject(
    'stochastic(14, 3, 3)',
    { k: ta.stochasticLookback(14, 3, 3), d: ta.stochasticLookback(14, 3, 3) },
    (c) => ({ ...ta.stochastic(c.high, c.low, c.close, 14, 3, 3) }),
    () => new ta.StochasticStream(14, 3, 3),
    onHlc,
    (s) => ({ k: s.k, d: s.d }),
  ),
  subject(
    'stochRsi(14, 14, 3, 3)',
    { k: ta.stochRsiLookback(14, 14, 3, 3), d: ta.stochRsiLookback(14, 14, 3, 3) },
    (c) => ({ ...ta.stochRsi(c.close, 14, 14, 3, 3) }),
    () => new ta.StochRsiStream(14, 14, 3, 3),
    onClose,
    (s) => ({ k: s.k, d: s.d }),
  ),
  subject(
    'adx(14)',
    { adx: ta.adxLookback(14), plusDI: 14, minusDI: 14 },
    (c) => ({ ...ta.adx(c.high, c.low, c.close, 14) }),
    () => new ta.AdxStream(14),
    onHlc,
    (s) => ({ adx: s.adx, plusDI: s.plusDI, minusDI: s.minusDI }),
  ),
  subject(
    'mfi(14)',
    { value: ta.mfiLookback(14) },
    (c) => ({ value: ta.mfi(c.high, c.low, c.close, c.volume, 14) }),
    () => new ta.MfiStream(14),
    onHlcv,
    single,
  ),
  subject(
    'obv',
    { value: 0 },
    (c) => ({ value: ta.obv(c.close, c.volume) }),
    () => new ta.ObvStream(),
    (c, i) => [c.close[i]!, c.volume[i]!] as [number, number],
    single,
  ),
  subject(
    'psar(0.02, 0.2)',
    { value: 1 },
    (c) => ({ value: ta.psar(c.high, c.low, 0.02, 0.2) }),
    () => new ta.PsarStream(0.02, 0.2),
    onHl,
    single,
  ),
  subject(
    'ichimoku(9, 26, 52)',
    { conversion: 8, base: 25, spanA: 25, spanB: 51 },
    (c) => ({ ...ta.ichimoku(c.high, c.low, 9, 26, 52) }),
    () => new ta.IchimokuStream(9, 26, 52),
    onHl,
    (s) => ({ conversion: s.conversion, base: s.base, spanA: s.spanA, spanB: s.spanB }),
  ),
  subject(
    'supertrend(10, 3)',
    { supertrend: 9, direction: 9 },
    (c) => ({ ...ta.supertrend(c.high, c.low, c.close, 10, 3) }),
    () => new ta.SupertrendStream(10, 3),
    onHlc,
    (s) => ({ supertrend: s.supertrend, direction: s.direction }),
  ),
  ...[undefined, 1440].map((session) =>
    subject(
      `vwap(session ${session ?? 'none'})`,
      { value: 0 },
      (c) => ({
        value: ta.vwap(
          c.high,
          c.low,
          c.close,
          c.volume,
          session ? { time: c.time, timeframe: session } : undefined,
        ),
      }),
      () => new ta.VwapStream(session),
      (c, i) => [...onHlcv(c, i), c.time[i]!] as [number, number, number, number, number],
      single,
    ),
  ),
];

const candles = btcusdt240Candles();
for (const s of subjects) describeStreamingContract(s, { candles });

// Rolling sums rebuild themselves every ~1,024 outputs: a longer history takes both forms through it.
const [long] = fc.sample(candleColumnsArbitrary({ minLength: 2600, maxLength: 2600 }), {
  seed: 240,
  numRuns: 1,
});
const resyncing = new Set([
  'sma(20)',
  'sma(1)',
  'wma(10)',
  'mfi(14)',
  'stochastic(14, 3, 3)',
  'stochRsi(14, 14, 3, 3)',
]);
for (const s of subjects.filter((s) => resyncing.has(s.name))) {
  describeStreamingContract({ ...s, name: `${s.name} over 2,600 bars` }, { candles: long!, randomRuns: 0 });
}
