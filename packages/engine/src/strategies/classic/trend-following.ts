import { ADX_14, ICHIMOKU_9_26_52, PSAR_002_02, type StrategyContext, SUPERTREND_10_3 } from '../context';
import type { StrategyDefinition } from '../define-strategy';
import { atMost, crossedAbove, crossedAboveLevel, crossedBelow, exceeds } from '../signal-rules';
import type { Detection } from '../types';
import { classic, defineClassic, pairGate } from './define-classic';

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
    // Both sides fire only as ADX rises through 20: the gate is that part of their test.
    gate: pairGate('adx-trend-start', (context) => {
      const { adx } = context.indicator(ADX_14);
      return (i) => crossedAboveLevel(adx, ADX_TREND, i);
    }),
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

/** Where the SAR sits against bar i's midpoint: 1 below it, −1 above it, 0 on it (up to rounding) or not yet known. */
function sarSide(context: StrategyContext, sar: Float64Array, i: number): number {
  const mid = (context.high[i]! + context.low[i]!) / 2;
  return exceeds(mid, sar[i]!) ? 1 : exceeds(sar[i]!, mid) ? -1 : 0;
}

/** True where the SAR changes sides either way: each flip fires only there. */
const PSAR_GATE = pairGate('psar-flip', (context) => {
  const { sar } = context.indicator(PSAR_002_02);
  return (i) => sarSide(context, sar, i) * sarSide(context, sar, i - 1) === -1;
});

/**
 * Wilder's parabolic SAR trails below price in an up-move and above it in a down-move: the side it
 * sits on, judged against the candle's midpoint, is the trend. A flip's stop is the SAR itself.
 */
function psarFlip(position: 'buy' | 'sell'): Detection {
  const side = position === 'buy' ? 1 : -1;
  return defineClassic({
    position,
    needs: [PSAR_002_02],
    lookback: 2,
    gate: PSAR_GATE,
    prepare: (context) => {
      const { sar } = context.indicator(PSAR_002_02);
      return {
        fires: (i) => sarSide(context, sar, i) === side && sarSide(context, sar, i - 1) === -side,
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
    // A flip either way is a change of direction.
    gate: pairGate('supertrend-flip', (context) => {
      const { direction } = context.indicator(SUPERTREND_10_3);
      return (i) => direction[i - 1] !== direction[i];
    }),
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
    // Either side's cross, as their tests read it.
    gate: pairGate('tk-cross', (context) => {
      const { conversion, base } = context.indicator(ICHIMOKU_9_26_52);
      return (i) => crossedAbove(conversion, base, i) || crossedBelow(conversion, base, i);
    }),
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

/** Ichimoku's leading spans, as computed (not yet displaced). */
interface Spans {
  readonly spanA: Float64Array;
  readonly spanB: Float64Array;
}

function cloudEdge(spans: Spans, position: 'buy' | 'sell', i: number): number {
  const a = spans.spanA[i - CLOUD_SHIFT]!;
  const b = spans.spanB[i - CLOUD_SHIFT]!;
  return position === 'buy' ? Math.max(a, b) : Math.min(a, b);
}

/**
 * The close leaving the cloud: above its top for a buy, below its bottom for a sell. Span B first
 * exists on bar 51, so the cloud over bar 76 is the first, and a cross reads bar 76 and 77.
 */
function leavesCloud(spans: Spans, close: Float64Array, position: 'buy' | 'sell', i: number): boolean {
  if (i <= CLOUD_SHIFT) return false;
  const before = cloudEdge(spans, position, i - 1);
  const now = cloudEdge(spans, position, i);
  return position === 'buy'
    ? atMost(close[i - 1]!, before) && exceeds(close[i]!, now)
    : atMost(before, close[i - 1]!) && exceeds(now, close[i]!);
}

/** Either side's breakout, as their tests read it. */
const CLOUD_GATE = pairGate('cloud-breakout', (context) => {
  const spans = context.indicator(ICHIMOKU_9_26_52);
  const { close } = context;
  return (i) => leavesCloud(spans, close, 'buy', i) || leavesCloud(spans, close, 'sell', i);
});

function cloudBreakout(position: 'buy' | 'sell'): Detection {
  return defineClassic({
    position,
    needs: [ICHIMOKU_9_26_52],
    lookback: 51 + CLOUD_SHIFT + 1,
    history: CLOUD_SHIFT + 1,
    gate: CLOUD_GATE,
    prepare: (context) => {
      const spans = context.indicator(ICHIMOKU_9_26_52);
      const close = context.close;
      return {
        fires: (i) => leavesCloud(spans, close, position, i),
        indicatorValue: (i) => cloudEdge(spans, position, i),
      };
    },
  });
}

const ADX = { category: 'adx', study: 'Directional Movement Index', inputs: '14, 14' } as const;
const SAR = { category: 'parabolic-sar', study: 'Parabolic SAR', inputs: '0.02, 0.02, 0.2' } as const;
const ST = { category: 'supertrend', study: 'Supertrend', inputs: '10, 3' } as const;
const ICHIMOKU = { category: 'ichimoku', study: 'Ichimoku Cloud', inputs: '9, 26, 52, 26' } as const;

/** Trend-following: ADX with a DI cross, parabolic SAR and SuperTrend flips, Ichimoku crosses. */
export const TREND_STRATEGIES: readonly StrategyDefinition[] = [
  classic({
    key: 'classic.adx-bullish-trend-start',
    rule: adxTrendStart('buy'),
    ...ADX,
    type: 'cross',
    name: 'ADX bullish trend start',
    fa: 'آغاز روند صعودی ADX',
    en: `ADX(14) crosses above ${ADX_TREND} while +DI is above −DI, and +DI crossed above −DI within the last ${DI_CROSS_RECENT} candles, this one included (Wilder’s directional system).`,
    faText: `ADX (14) از ${ADX_TREND} به بالا عبور می‌کند در حالی که DI+ بالای DI- است و DI+ در ${DI_CROSS_RECENT} کندل اخیر (همین کندل هم) DI- را به سمت بالا قطع کرده است (سیستم حرکت جهت‌دار وایلدر).`,
  }),
  classic({
    key: 'classic.adx-bearish-trend-start',
    rule: adxTrendStart('sell'),
    ...ADX,
    type: 'cross',
    name: 'ADX bearish trend start',
    fa: 'آغاز روند نزولی ADX',
    en: `ADX(14) crosses above ${ADX_TREND} while −DI is above +DI, and −DI crossed above +DI within the last ${DI_CROSS_RECENT} candles, this one included (Wilder’s directional system).`,
    faText: `ADX (14) از ${ADX_TREND} به بالا عبور می‌کند در حالی که DI- بالای DI+ است و DI- در ${DI_CROSS_RECENT} کندل اخیر (همین کندل هم) DI+ را به سمت بالا قطع کرده است (سیستم حرکت جهت‌دار وایلدر).`,
  }),
  classic({
    key: 'classic.psar-bullish-flip',
    rule: psarFlip('buy'),
    ...SAR,
    type: 'flip',
    name: 'Parabolic SAR bullish flip',
    fa: 'چرخش صعودی پارابولیک سار',
    en: 'Parabolic SAR (0.02, 0.2) flips from above price to below it; the SAR is the stop.',
    faText: 'پارابولیک سار (0.02، 0.2) از بالای قیمت به زیر آن منتقل می‌شود؛ خود سار حد ضرر است.',
  }),
  classic({
    key: 'classic.psar-bearish-flip',
    rule: psarFlip('sell'),
    ...SAR,
    type: 'flip',
    name: 'Parabolic SAR bearish flip',
    fa: 'چرخش نزولی پارابولیک سار',
    en: 'Parabolic SAR (0.02, 0.2) flips from below price to above it; the SAR is the stop.',
    faText: 'پارابولیک سار (0.02، 0.2) از زیر قیمت به بالای آن منتقل می‌شود؛ خود سار حد ضرر است.',
  }),
  classic({
    key: 'classic.supertrend-bullish-flip',
    rule: supertrendFlip('buy'),
    ...ST,
    type: 'flip',
    name: 'SuperTrend bullish flip',
    fa: 'چرخش صعودی سوپرترند',
    en: 'SuperTrend (10, 3) turns up as the close clears the upper band; the new lower band is the stop.',
    faText: 'سوپرترند (10، 3) با بسته شدن قیمت بالای باند بالایی صعودی می‌شود؛ باند پایینیِ تازه حد ضرر است.',
  }),
  classic({
    key: 'classic.supertrend-bearish-flip',
    rule: supertrendFlip('sell'),
    ...ST,
    type: 'flip',
    name: 'SuperTrend bearish flip',
    fa: 'چرخش نزولی سوپرترند',
    en: 'SuperTrend (10, 3) turns down as the close breaks the lower band; the new upper band is the stop.',
    faText: 'سوپرترند (10، 3) با بسته شدن قیمت زیر باند پایینی نزولی می‌شود؛ باند بالاییِ تازه حد ضرر است.',
  }),
  classic({
    key: 'classic.ichimoku-tk-bullish-cross',
    rule: tkCross('buy'),
    ...ICHIMOKU,
    type: 'cross',
    name: 'Ichimoku Tenkan/Kijun bullish cross',
    fa: 'تقاطع صعودی تنکان‌سن و کیجون‌سن ایچیموکو',
    en: 'Tenkan-sen (9) crosses above Kijun-sen (26).',
    faText: 'تنکان‌سن (9) کیجون‌سن (26) را به سمت بالا قطع می‌کند.',
  }),
  classic({
    key: 'classic.ichimoku-tk-bearish-cross',
    rule: tkCross('sell'),
    ...ICHIMOKU,
    type: 'cross',
    name: 'Ichimoku Tenkan/Kijun bearish cross',
    fa: 'تقاطع نزولی تنکان‌سن و کیجون‌سن ایچیموکو',
    en: 'Tenkan-sen (9) crosses below Kijun-sen (26).',
    faText: 'تنکان‌سن (9) کیجون‌سن (26) را به سمت پایین قطع می‌کند.',
  }),
  classic({
    key: 'classic.ichimoku-cloud-breakout-up',
    rule: cloudBreakout('buy'),
    ...ICHIMOKU,
    type: 'breakout',
    name: 'Ichimoku cloud breakout up',
    fa: 'شکست صعودی ابر ایچیموکو',
    en: 'The close crosses above the top of the Ichimoku cloud (9, 26, 52, drawn 26 bars ahead).',
    faText: 'قیمت پایانی لبه بالایی ابر ایچیموکو (9، 26، 52، با جابه‌جایی 26 کندل) را به سمت بالا می‌شکند.',
  }),
  classic({
    key: 'classic.ichimoku-cloud-breakout-down',
    rule: cloudBreakout('sell'),
    ...ICHIMOKU,
    type: 'breakout',
    name: 'Ichimoku cloud breakout down',
    fa: 'شکست نزولی ابر ایچیموکو',
    en: 'The close crosses below the bottom of the Ichimoku cloud (9, 26, 52, drawn 26 bars ahead).',
    faText: 'قیمت پایانی لبه پایینی ابر ایچیموکو (9، 26، 52، با جابه‌جایی 26 کندل) را به سمت پایین می‌شکند.',
  }),
];
