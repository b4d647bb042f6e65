import * as ta from '../../indicators';
import { defineIndicator } from './indicator-spec';

/** Oscillators with their usual charting parameters (the descriptions in the catalog name them). */

export const STOCHASTIC_14_3_3 = defineIndicator({
  key: 'stochastic(14,3,3)',
  outputs: ['k', 'd'],
  batch: (c, out) => {
    const r = ta.stochastic(c.high, c.low, c.close, 14, 3, 3, out && { k: out[0]!, d: out[1]! });
    return [r.k, r.d];
  },
  stream: () => {
    const s = new ta.StochasticStream(14, 3, 3);
    return {
      push: (_o, high, low, close, _v, out, at) => {
        s.add(high, low, close);
        out[0]![at] = s.k;
        out[1]![at] = s.d;
      },
    };
  },
});

export const STOCH_RSI_14_14_3_3 = defineIndicator({
  key: 'stochRsi(14,14,3,3)',
  outputs: ['k', 'd'],
  batch: (c, out) => {
    const r = ta.stochRsi(c.close, 14, 14, 3, 3, out && { k: out[0]!, d: out[1]! });
    return [r.k, r.d];
  },
  stream: () => {
    const s = new ta.StochRsiStream(14, 14, 3, 3);
    return {
      push: (_o, _h, _l, close, _v, out, at) => {
        s.add(close);
        out[0]![at] = s.k;
        out[1]![at] = s.d;
      },
    };
  },
});

export const CCI_20 = defineIndicator({
  key: 'cci(20)',
  outputs: ['cci'],
  batch: (c, out) => [ta.cci(c.high, c.low, c.close, 20, out?.[0])],
  stream: () => {
    const s = new ta.CciStream(20);
    return {
      push: (_o, high, low, close, _v, out, at) => {
        out[0]![at] = s.add(high, low, close);
      },
    };
  },
});

export const WILLIAMS_R_14 = defineIndicator({
  key: 'williamsR(14)',
  outputs: ['williamsR'],
  batch: (c, out) => [ta.williamsR(c.high, c.low, c.close, 14, out?.[0])],
  stream: () => {
    const s = new ta.WilliamsRStream(14);
    return {
      push: (_o, high, low, close, _v, out, at) => {
        out[0]![at] = s.add(high, low, close);
      },
    };
  },
});

export const MFI_14 = defineIndicator({
  key: 'mfi(14)',
  outputs: ['mfi'],
  batch: (c, out) => [ta.mfi(c.high, c.low, c.close, c.volume, 14, out?.[0])],
  stream: () => {
    const s = new ta.MfiStream(14);
    return {
      push: (_o, high, low, close, volume, out, at) => {
        out[0]![at] = s.add(high, low, close, volume);
      },
    };
  },
});

export const OBV = defineIndicator({
  key: 'obv',
  outputs: ['obv'],
  batch: (c, out) => [ta.obv(c.close, c.volume, out?.[0])],
  stream: () => {
    const s = new ta.ObvStream();
    return {
      push: (_o, _h, _l, close, volume, out, at) => {
        out[0]![at] = s.add(close, volume);
      },
    };
  },
});
