import {
  EMA_9,
  EMA_21,
  type IndicatorSpec,
  MACD_12_26_9,
  SMA_50,
  SMA_200,
  type StrategyContext,
} from '../context';
import { crossedAbove, crossedAboveLevel, crossedBelow, crossedBelowLevel } from '../signal-rules';
import type { Detection } from '../types';
import { defineClassic } from './define-classic';

/** A fast line crossing a slow one: upwards for a buy, downwards for a sell. */
function lineCross(
  fast: (context: StrategyContext) => Float64Array,
  slow: (context: StrategyContext) => Float64Array,
  needs: readonly IndicatorSpec[],
  position: 'buy' | 'sell',
  lookback: number,
): Detection {
  return defineClassic({
    position,
    needs,
    lookback,
    prepare: (context) => {
      const a = fast(context);
      const b = slow(context);
      return {
        fires: (i) => (position === 'buy' ? crossedAbove(a, b, i) : crossedBelow(a, b, i)),
        indicatorValue: (i) => b[i]!,
      };
    },
  });
}

const closeOf = (context: StrategyContext) => context.close;
const lineOf = (spec: IndicatorSpec<'value'>) => (context: StrategyContext) => context.indicator(spec).value;

/** MACD(12,26,9) with TA-Lib's seeding: every line is written from bar 33, so a cross from bar 34. */
function macdCross(line: 'signal' | 'zero', position: 'buy' | 'sell'): Detection {
  return defineClassic({
    position,
    needs: [MACD_12_26_9],
    lookback: 34,
    prepare: (context) => {
      const { macd, signal } = context.indicator(MACD_12_26_9);
      const fires =
        line === 'signal'
          ? (i: number) =>
              position === 'buy' ? crossedAbove(macd, signal, i) : crossedBelow(macd, signal, i)
          : (i: number) =>
              position === 'buy' ? crossedAboveLevel(macd, 0, i) : crossedBelowLevel(macd, 0, i);
      return { fires, indicatorValue: (i) => macd[i]! };
    },
  });
}

/**
 * Moving-average crosses: the 50/200-day golden and death crosses, a short EMA 9/21 cross, and the
 * close crossing the 50- and 200-bar SMAs. MACD (Appel) crossing its signal line and its zero line.
 */
export const AVERAGE_DETECTIONS = {
  'classic.macd-signal-cross-up': macdCross('signal', 'buy'),
  'classic.macd-signal-cross-down': macdCross('signal', 'sell'),
  'classic.macd-zero-cross-up': macdCross('zero', 'buy'),
  'classic.macd-zero-cross-down': macdCross('zero', 'sell'),
  'classic.ma-golden-cross': lineCross(lineOf(SMA_50), lineOf(SMA_200), [SMA_50, SMA_200], 'buy', 200),
  'classic.ma-death-cross': lineCross(lineOf(SMA_50), lineOf(SMA_200), [SMA_50, SMA_200], 'sell', 200),
  'classic.ema-cross-up': lineCross(lineOf(EMA_9), lineOf(EMA_21), [EMA_9, EMA_21], 'buy', 21),
  'classic.ema-cross-down': lineCross(lineOf(EMA_9), lineOf(EMA_21), [EMA_9, EMA_21], 'sell', 21),
  'classic.price-cross-ma50-up': lineCross(closeOf, lineOf(SMA_50), [SMA_50], 'buy', 50),
  'classic.price-cross-ma50-down': lineCross(closeOf, lineOf(SMA_50), [SMA_50], 'sell', 50),
  'classic.price-cross-ma200-up': lineCross(closeOf, lineOf(SMA_200), [SMA_200], 'buy', 200),
  'classic.price-cross-ma200-down': lineCross(closeOf, lineOf(SMA_200), [SMA_200], 'sell', 200),
} as const satisfies Record<string, Detection>;
