import * as ta from '../../indicators';
import { defineIndicator } from './indicator-spec';

/** Trend indicators with their authors' (or TradingView's) default parameters. */

export const ADX_14 = defineIndicator({
  key: 'adx(14)',
  outputs: ['adx', 'plusDI', 'minusDI'],
  batch: (c, out) => {
    const r = ta.adx(c.high, c.low, c.close, 14, out && { adx: out[0]!, plusDI: out[1]!, minusDI: out[2]! });
    return [r.adx, r.plusDI, r.minusDI];
  },
  stream: () => {
    const s = new ta.AdxStream(14);
    return {
      push: (_o, high, low, close, _v, out, at) => {
        s.add(high, low, close);
        // DI is written from bar 14 and ADX from bar 27 (TA-Lib); the stream reads NaN until then.
        out[0]![at] = s.adx;
        out[1]![at] = s.plusDI;
        out[2]![at] = s.minusDI;
      },
    };
  },
});

export const PSAR_002_02 = defineIndicator({
  key: 'psar(0.02,0.2)',
  outputs: ['sar'],
  batch: (c, out) => [ta.psar(c.high, c.low, 0.02, 0.2, out?.[0])],
  stream: () => {
    const s = new ta.PsarStream(0.02, 0.2);
    return {
      push: (_o, high, low, _c, _v, out, at) => {
        out[0]![at] = s.add(high, low);
      },
    };
  },
});

export const SUPERTREND_10_3 = defineIndicator({
  key: 'supertrend(10,3)',
  outputs: ['supertrend', 'direction'],
  batch: (c, out) => {
    const r = ta.supertrend(
      c.high,
      c.low,
      c.close,
      10,
      3,
      out && { supertrend: out[0]!, direction: out[1]! },
    );
    return [r.supertrend, r.direction];
  },
  stream: () => {
    const s = new ta.SupertrendStream(10, 3);
    return {
      push: (_o, high, low, close, _v, out, at) => {
        s.add(high, low, close);
        out[0]![at] = s.supertrend;
        out[1]![at] = s.direction;
      },
    };
  },
});

export const ICHIMOKU_9_26_52 = defineIndicator({
  key: 'ichimoku(9,26,52)',
  outputs: ['conversion', 'base', 'spanA', 'spanB'],
  batch: (c, out) => {
    const r = ta.ichimoku(
      c.high,
      c.low,
      9,
      26,
      52,
      out && { conversion: out[0]!, base: out[1]!, spanA: out[2]!, spanB: out[3]! },
    );
    return [r.conversion, r.base, r.spanA, r.spanB];
  },
  stream: () => {
    const s = new ta.IchimokuStream(9, 26, 52);
    return {
      push: (_o, high, low, _c, _v, out, at) => {
        s.add(high, low);
        out[0]![at] = s.conversion;
        out[1]![at] = s.base;
        out[2]![at] = s.spanA;
        out[3]![at] = s.spanB;
      },
    };
  },
});
