import * as ta from '../../indicators';
import { defineIndicator } from './indicator-spec';

/**
 * The indicators the strategies read, with the charting defaults each strategy's description cites.
 * A spec keeps batch and stream side by side; the indicators module's contract test holds them equal.
 */

export const RSI_14 = defineIndicator({
  key: 'rsi(14)',
  outputs: ['rsi'],
  batch: (c, out) => [ta.rsi(c.close, 14, out?.[0])],
  stream: () => {
    const s = new ta.RsiStream(14);
    return {
      push: (_o, _h, _l, close, _v, out, at) => {
        out[0]![at] = s.add(close);
      },
    };
  },
});

export const MACD_12_26_9 = defineIndicator({
  key: 'macd(12,26,9)',
  outputs: ['macd', 'signal', 'histogram'],
  batch: (c, out) => {
    const r = ta.macd(c.close, 12, 26, 9, out && { macd: out[0]!, signal: out[1]!, histogram: out[2]! });
    return [r.macd, r.signal, r.histogram];
  },
  stream: () => {
    const s = new ta.MacdStream(12, 26, 9);
    return {
      push: (_o, _h, _l, close, _v, out, at) => {
        s.add(close);
        out[0]![at] = s.macd;
        out[1]![at] = s.signal;
        out[2]![at] = s.histogram;
      },
    };
  },
});

const closeAverage = (kind: 'sma' | 'ema', period: number) =>
  defineIndicator({
    key: `${kind}(close,${period})`,
    outputs: ['value'],
    batch: (c, out) => [(kind === 'sma' ? ta.sma : ta.ema)(c.close, period, out?.[0])],
    stream: () => {
      const s = kind === 'sma' ? new ta.SmaStream(period) : new ta.EmaStream(period);
      return {
        push: (_o, _h, _l, close, _v, out, at) => {
          out[0]![at] = s.add(close);
        },
      };
    },
  });

export const SMA_50 = closeAverage('sma', 50);
export const SMA_200 = closeAverage('sma', 200);
export const EMA_9 = closeAverage('ema', 9);
export const EMA_21 = closeAverage('ema', 21);

/** Average volume of the last 20 candles, the baseline a volume spike is measured against. */
export const VOLUME_SMA_20 = defineIndicator({
  key: 'sma(volume,20)',
  outputs: ['value'],
  batch: (c, out) => [ta.sma(c.volume, 20, out?.[0])],
  stream: () => {
    const s = new ta.SmaStream(20);
    return {
      push: (_o, _h, _l, _c, volume, out, at) => {
        out[0]![at] = s.add(volume);
      },
    };
  },
});

export const BOLLINGER_20_2 = defineIndicator({
  key: 'bollinger(20,2)',
  outputs: ['upper', 'middle', 'lower'],
  batch: (c, out) => {
    const r = ta.bollinger(c.close, 20, 2, out && { upper: out[0]!, middle: out[1]!, lower: out[2]! });
    return [r.upper, r.middle, r.lower];
  },
  stream: () => {
    const s = new ta.BollingerStream(20, 2);
    return {
      push: (_o, _h, _l, close, _v, out, at) => {
        s.add(close);
        // The stream's bands are NaN until warm, like the batch form's.
        out[0]![at] = s.upper;
        out[1]![at] = s.middle;
        out[2]![at] = s.lower;
      },
    };
  },
});

export const ATR_14 = defineIndicator({
  key: 'atr(14)',
  outputs: ['atr'],
  batch: (c, out) => [ta.atr(c.high, c.low, c.close, 14, out?.[0])],
  stream: () => {
    const s = new ta.AtrStream(14);
    return {
      push: (_o, high, low, close, _v, out, at) => {
        out[0]![at] = s.add(high, low, close);
      },
    };
  },
});
