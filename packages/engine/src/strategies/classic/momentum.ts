import {
  CCI_20,
  type IndicatorSpec,
  MFI_14,
  RSI_14,
  STOCH_RSI_14_14_3_3,
  STOCHASTIC_14_3_3,
  WILLIAMS_R_14,
} from '../context';
import { crossedAbove, crossedAboveLevel, crossedBelow, crossedBelowLevel } from '../signal-rules';
import type { Detection } from '../types';
import { defineClassic } from './define-classic';

/**
 * A one-output oscillator crossing a level: upwards for a buy, downwards for a sell. `lookback` is
 * the oscillator's first value + 1, since a cross reads the bar before.
 */
function levelCross(
  spec: IndicatorSpec,
  level: number,
  position: 'buy' | 'sell',
  firstValue: number,
): Detection {
  const output = spec.outputs[0]!;
  return defineClassic({
    position,
    needs: [spec],
    lookback: firstValue + 1,
    prepare: (context) => {
      const values = context.indicator(spec)[output]!;
      return {
        fires: (i) =>
          position === 'buy' ? crossedAboveLevel(values, level, i) : crossedBelowLevel(values, level, i),
        indicatorValue: (i) => values[i]!,
      };
    },
  });
}

/**
 * %K crossing %D with both lines in the zone on the bar before: under 20 for a buy, over 80 for a
 * sell (George Lane's stochastic levels; StochRSI uses the same, Chande & Kroll 1994).
 */
function zoneCross(spec: typeof STOCHASTIC_14_3_3, position: 'buy' | 'sell', firstValue: number): Detection {
  return defineClassic({
    position,
    needs: [spec],
    lookback: firstValue + 1,
    prepare: (context) => {
      const { k, d } = context.indicator(spec);
      return {
        fires: (i) =>
          position === 'buy'
            ? crossedAbove(k, d, i) && Math.max(k[i - 1]!, d[i - 1]!) < 20
            : crossedBelow(k, d, i) && Math.min(k[i - 1]!, d[i - 1]!) > 80,
        indicatorValue: (i) => k[i]!,
      };
    },
  });
}

/** First bar with a value, per indicator (TA-Lib lookbacks, see src/indicators). */
const FIRST = { rsi: 14, stochastic: 17, stochRsi: 31, cci: 19, williamsR: 13, mfi: 14 } as const;

/**
 * Momentum oscillators. Levels: RSI 30/70 and its 50 midline (Wilder 1978); CCI ±100 as Lambert
 * (1980) traded it, rising above +100 starts an up-move; Williams %R −80/−20; MFI 20/80 (Quong &
 * Soudack 1989). Leaving an extreme zone back towards the middle is the signal, not entering it.
 */
export const MOMENTUM_DETECTIONS = {
  'classic.rsi-oversold-exit': levelCross(RSI_14, 30, 'buy', FIRST.rsi),
  'classic.rsi-overbought-exit': levelCross(RSI_14, 70, 'sell', FIRST.rsi),
  'classic.rsi-50-cross-up': levelCross(RSI_14, 50, 'buy', FIRST.rsi),
  'classic.rsi-50-cross-down': levelCross(RSI_14, 50, 'sell', FIRST.rsi),
  'classic.stochastic-oversold-cross': zoneCross(STOCHASTIC_14_3_3, 'buy', FIRST.stochastic),
  'classic.stochastic-overbought-cross': zoneCross(STOCHASTIC_14_3_3, 'sell', FIRST.stochastic),
  'classic.stoch-rsi-oversold-cross': zoneCross(STOCH_RSI_14_14_3_3, 'buy', FIRST.stochRsi),
  'classic.stoch-rsi-overbought-cross': zoneCross(STOCH_RSI_14_14_3_3, 'sell', FIRST.stochRsi),
  'classic.cci-above-100': levelCross(CCI_20, 100, 'buy', FIRST.cci),
  'classic.cci-below-minus-100': levelCross(CCI_20, -100, 'sell', FIRST.cci),
  'classic.williams-r-oversold-exit': levelCross(WILLIAMS_R_14, -80, 'buy', FIRST.williamsR),
  'classic.williams-r-overbought-exit': levelCross(WILLIAMS_R_14, -20, 'sell', FIRST.williamsR),
  'classic.mfi-oversold-exit': levelCross(MFI_14, 20, 'buy', FIRST.mfi),
  'classic.mfi-overbought-exit': levelCross(MFI_14, 80, 'sell', FIRST.mfi),
} as const satisfies Record<string, Detection>;
