import { ADX_14, ICHIMOKU_9_26_52, PSAR_002_02, SUPERTREND_10_3 } from '../context';
import { atMost, crossedAbove, crossedAboveLevel, crossedBelow, exceeds } from '../signal-rules';
import type { Detection } from '../types';
import { defineClassic } from './define-classic';

/**
 * ADX above 20 reads as a trending market (Wilder). A trend starts when ADX rises through 20 with the
 * side's DI on top, and that DI crossed the other within the last 10 bars: the cross called the
 * direction, the ADX confirms it has strength. (ADX is falling at the cross itself: DX is ~0 there.)
 */
export const ADX_TREND = 20;
export const DI_CROSS_RECENT = 10;

function adxTrendStart(position: 'buy' | 'sell'): Detection {
  return defineClassic({
    position,
    needs: [ADX_14],
    // ADX(14) is written from bar 27 (TA-Lib: 2n − 1), DI from 14; a cross reads the bar before.
    lookback: 28,
    history: DI_CROSS_RECENT,
    prepare: (context) => {
      const { adx, plusDI, minusDI } = context.indicator(ADX_14);
      const [up, down] = position === 'buy' ? [plusDI, minusDI] : [minusDI, plusDI];
      const crossedLately = (i: number): boolean => {
        for (let j = i; j > i - DI_CROSS_RECENT && j >= 1; j--) if (crossedAbove(up, down, j)) return true;
        return false;
      };
      return {
        fires: (i) => crossedAboveLevel(adx, ADX_TREND, i) && exceeds(up[i]!, down[i]!) && crossedLately(i),
        indicatorValue: (i) => adx[i]!,
      };
    },
  });
}

/**
 * Wilder's parabolic SAR trails below price in an up-move and above it in a down-move: the side it
 * sits on, judged against the candle's midpoint, is the trend. A flip's stop is the SAR itself.
 */
function psarFlip(position: 'buy' | 'sell'): Detection {
  return defineClassic({
    position,
    needs: [PSAR_002_02],
    lookback: 2,
    prepare: (context) => {
      const { sar } = context.indicator(PSAR_002_02);
      const { high, low } = context;
      const below = (i: number) => exceeds((high[i]! + low[i]!) / 2, sar[i]!);
      const above = (i: number) => exceeds(sar[i]!, (high[i]! + low[i]!) / 2);
      return {
        fires: (i) => (position === 'buy' ? below(i) && above(i - 1) : above(i) && below(i - 1)),
        indicatorValue: (i) => sar[i]!,
        invalidation: (i) => sar[i]!,
      };
    },
  });
}

/** SuperTrend(10, 3) as TradingView computes it; a flip's stop is the band it now trails on. */
function supertrendFlip(position: 'buy' | 'sell'): Detection {
  const [from, to] = position === 'buy' ? [-1, 1] : [1, -1];
  return defineClassic({
    position,
    needs: [SUPERTREND_10_3],
    lookback: 10,
    prepare: (context) => {
      const { supertrend, direction } = context.indicator(SUPERTREND_10_3);
      return {
        fires: (i) => direction[i - 1] === from && direction[i] === to,
        indicatorValue: (i) => supertrend[i]!,
        invalidation: (i) => supertrend[i]!,
      };
    },
  });
}

/** Tenkan-sen crossing Kijun-sen (Hosoda's 9/26). */
function tkCross(position: 'buy' | 'sell'): Detection {
  return defineClassic({
    position,
    needs: [ICHIMOKU_9_26_52],
    lookback: 26,
    prepare: (context) => {
      const { conversion, base } = context.indicator(ICHIMOKU_9_26_52);
      return {
        fires: (i) =>
          position === 'buy' ? crossedAbove(conversion, base, i) : crossedBelow(conversion, base, i),
        indicatorValue: (i) => base[i]!,
      };
    },
  });
}

/** The cloud drawn over bar i was computed 25 bars earlier (displacement 26, TradingView's offset). */
export const CLOUD_SHIFT = 25;

/**
 * The close leaving the cloud: above its top for a buy, below its bottom for a sell. Span B first
 * exists on bar 51, so the cloud over bar 76 is the first, and a cross reads bar 76 and 77.
 */
function cloudBreakout(position: 'buy' | 'sell'): Detection {
  return defineClassic({
    position,
    needs: [ICHIMOKU_9_26_52],
    lookback: 51 + CLOUD_SHIFT + 1,
    history: CLOUD_SHIFT + 1,
    prepare: (context) => {
      const { spanA, spanB } = context.indicator(ICHIMOKU_9_26_52);
      const close = context.close;
      const edge = (i: number) => {
        const a = spanA[i - CLOUD_SHIFT]!;
        const b = spanB[i - CLOUD_SHIFT]!;
        return position === 'buy' ? Math.max(a, b) : Math.min(a, b);
      };
      return {
        fires: (i) => {
          if (i <= CLOUD_SHIFT) return false;
          const before = edge(i - 1);
          const now = edge(i);
          return position === 'buy'
            ? atMost(close[i - 1]!, before) && exceeds(close[i]!, now)
            : atMost(before, close[i - 1]!) && exceeds(now, close[i]!);
        },
        indicatorValue: (i) => edge(i),
      };
    },
  });
}

/** Trend-following: ADX with a DI cross, parabolic SAR and SuperTrend flips, Ichimoku crosses. */
export const TREND_DETECTIONS = {
  'classic.adx-bullish-trend-start': adxTrendStart('buy'),
  'classic.adx-bearish-trend-start': adxTrendStart('sell'),
  'classic.psar-bullish-flip': psarFlip('buy'),
  'classic.psar-bearish-flip': psarFlip('sell'),
  'classic.supertrend-bullish-flip': supertrendFlip('buy'),
  'classic.supertrend-bearish-flip': supertrendFlip('sell'),
  'classic.ichimoku-tk-bullish-cross': tkCross('buy'),
  'classic.ichimoku-tk-bearish-cross': tkCross('sell'),
  'classic.ichimoku-cloud-breakout-up': cloudBreakout('buy'),
  'classic.ichimoku-cloud-breakout-down': cloudBreakout('sell'),
} as const satisfies Record<string, Detection>;
