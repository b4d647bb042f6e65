import {
  EMA_9,
  EMA_21,
  type IndicatorSpec,
  MACD_12_26_9,
  SMA_50,
  SMA_200,
  type StrategyContext,
} from '../context';
import type { StrategyDefinition } from '../define-strategy';
import { crossedAbove, crossedAboveLevel, crossedBelow, crossedBelowLevel } from '../signal-rules';
import type { Detection } from '../types';
import { classic, defineClassic, pairGate } from './define-classic';

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
    // A cross either way of the same two lines (one spec named: the close crossing it).
    gate: pairGate(`line-cross.${needs.map((spec) => spec.key).join('.')}`, (context) => {
      const a = fast(context);
      const b = slow(context);
      return (i) => crossedAbove(a, b, i) || crossedBelow(a, b, i);
    }),
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
    // The four MACD strategies: a cross either way of the signal line or of zero.
    gate: pairGate('macd-cross', (context) => {
      const { macd, signal } = context.indicator(MACD_12_26_9);
      return (i) =>
        crossedAbove(macd, signal, i) ||
        crossedBelow(macd, signal, i) ||
        crossedAboveLevel(macd, 0, i) ||
        crossedBelowLevel(macd, 0, i);
    }),
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

const MACD = { category: 'macd', study: 'MACD', inputs: '12, 26, 9' } as const;
const MA = { category: 'moving-average', study: 'Moving Average', inputs: '50, 200' } as const;
const EMA = { category: 'moving-average', study: 'Moving Average Exponential', inputs: '9, 21' } as const;
const MA50 = { category: 'moving-average', study: 'Moving Average', inputs: '50' } as const;
const MA200 = { category: 'moving-average', study: 'Moving Average', inputs: '200' } as const;

/**
 * Moving-average crosses: the 50/200-day golden and death crosses, a short EMA 9/21 cross, and the
 * close crossing the 50- and 200-bar SMAs. MACD (Appel) crossing its signal line and its zero line.
 */
export const AVERAGE_STRATEGIES: readonly StrategyDefinition[] = [
  classic({
    key: 'classic.macd-signal-cross-up',
    free: true,
    rule: macdCross('signal', 'buy'),
    ...MACD,
    type: 'cross',
    name: 'MACD bullish signal cross',
    fa: 'تقاطع صعودی مکدی با خط سیگنال',
    en: 'The MACD (12, 26, 9) line crosses above its signal line.',
    faText: 'خط مکدی (12، 26، 9) خط سیگنال خود را به سمت بالا قطع می‌کند.',
  }),
  classic({
    key: 'classic.macd-signal-cross-down',
    free: true,
    rule: macdCross('signal', 'sell'),
    ...MACD,
    type: 'cross',
    name: 'MACD bearish signal cross',
    fa: 'تقاطع نزولی مکدی با خط سیگنال',
    en: 'The MACD (12, 26, 9) line crosses below its signal line.',
    faText: 'خط مکدی (12، 26، 9) خط سیگنال خود را به سمت پایین قطع می‌کند.',
  }),
  classic({
    key: 'classic.macd-zero-cross-up',
    rule: macdCross('zero', 'buy'),
    ...MACD,
    type: 'cross',
    name: 'MACD crosses above zero',
    fa: 'عبور مکدی از خط صفر به بالا',
    en: 'The MACD line crosses above zero: the 12-bar EMA rises above the 26-bar EMA.',
    faText:
      'خط مکدی از صفر بالاتر می‌رود: میانگین نمایی 12 دوره‌ای از میانگین نمایی 26 دوره‌ای بالاتر قرار می‌گیرد.',
  }),
  classic({
    key: 'classic.macd-zero-cross-down',
    rule: macdCross('zero', 'sell'),
    ...MACD,
    type: 'cross',
    name: 'MACD crosses below zero',
    fa: 'عبور مکدی از خط صفر به پایین',
    en: 'The MACD line crosses below zero: the 12-bar EMA falls below the 26-bar EMA.',
    faText: 'خط مکدی به زیر صفر می‌رود: میانگین نمایی 12 دوره‌ای به زیر میانگین نمایی 26 دوره‌ای می‌رود.',
  }),
  classic({
    key: 'classic.ma-golden-cross',
    free: true,
    rule: lineCross(lineOf(SMA_50), lineOf(SMA_200), [SMA_50, SMA_200], 'buy', 200),
    ...MA,
    type: 'cross',
    name: 'Golden cross (MA 50/200)',
    fa: 'تقاطع طلایی (میانگین 50 و 200)',
    en: 'The 50-bar simple moving average crosses above the 200-bar one.',
    faText: 'میانگین متحرک ساده 50 دوره‌ای، میانگین 200 دوره‌ای را به سمت بالا قطع می‌کند.',
  }),
  classic({
    key: 'classic.ma-death-cross',
    free: true,
    rule: lineCross(lineOf(SMA_50), lineOf(SMA_200), [SMA_50, SMA_200], 'sell', 200),
    ...MA,
    type: 'cross',
    name: 'Death cross (MA 50/200)',
    fa: 'تقاطع مرگ (میانگین 50 و 200)',
    en: 'The 50-bar simple moving average crosses below the 200-bar one.',
    faText: 'میانگین متحرک ساده 50 دوره‌ای، میانگین 200 دوره‌ای را به سمت پایین قطع می‌کند.',
  }),
  classic({
    key: 'classic.ema-cross-up',
    free: true,
    rule: lineCross(lineOf(EMA_9), lineOf(EMA_21), [EMA_9, EMA_21], 'buy', 21),
    ...EMA,
    type: 'cross',
    name: 'EMA 9/21 bullish cross',
    fa: 'تقاطع صعودی میانگین نمایی 9 و 21',
    en: 'The 9-bar exponential moving average crosses above the 21-bar one.',
    faText: 'میانگین متحرک نمایی 9 دوره‌ای، میانگین نمایی 21 دوره‌ای را به سمت بالا قطع می‌کند.',
  }),
  classic({
    key: 'classic.ema-cross-down',
    free: true,
    rule: lineCross(lineOf(EMA_9), lineOf(EMA_21), [EMA_9, EMA_21], 'sell', 21),
    ...EMA,
    type: 'cross',
    name: 'EMA 9/21 bearish cross',
    fa: 'تقاطع نزولی میانگین نمایی 9 و 21',
    en: 'The 9-bar exponential moving average crosses below the 21-bar one.',
    faText: 'میانگین متحرک نمایی 9 دوره‌ای، میانگین نمایی 21 دوره‌ای را به سمت پایین قطع می‌کند.',
  }),
  classic({
    key: 'classic.price-cross-ma50-up',
    rule: lineCross(closeOf, lineOf(SMA_50), [SMA_50], 'buy', 50),
    ...MA50,
    type: 'cross',
    name: 'Price crosses above MA 50',
    fa: 'عبور قیمت از میانگین 50 به بالا',
    en: 'The close crosses above the 50-bar simple moving average.',
    faText: 'قیمت پایانی میانگین متحرک ساده 50 دوره‌ای را به سمت بالا قطع می‌کند.',
  }),
  classic({
    key: 'classic.price-cross-ma50-down',
    rule: lineCross(closeOf, lineOf(SMA_50), [SMA_50], 'sell', 50),
    ...MA50,
    type: 'cross',
    name: 'Price crosses below MA 50',
    fa: 'عبور قیمت از میانگین 50 به پایین',
    en: 'The close crosses below the 50-bar simple moving average.',
    faText: 'قیمت پایانی میانگین متحرک ساده 50 دوره‌ای را به سمت پایین قطع می‌کند.',
  }),
  classic({
    key: 'classic.price-cross-ma200-up',
    free: true,
    rule: lineCross(closeOf, lineOf(SMA_200), [SMA_200], 'buy', 200),
    ...MA200,
    type: 'cross',
    name: 'Price crosses above MA 200',
    fa: 'عبور قیمت از میانگین 200 به بالا',
    en: 'The close crosses above the 200-bar simple moving average, the long-term trend line.',
    faText: 'قیمت پایانی میانگین متحرک ساده 200 دوره‌ای، خط روند بلندمدت، را به سمت بالا قطع می‌کند.',
  }),
  classic({
    key: 'classic.price-cross-ma200-down',
    free: true,
    rule: lineCross(closeOf, lineOf(SMA_200), [SMA_200], 'sell', 200),
    ...MA200,
    type: 'cross',
    name: 'Price crosses below MA 200',
    fa: 'عبور قیمت از میانگین 200 به پایین',
    en: 'The close crosses below the 200-bar simple moving average, the long-term trend line.',
    faText: 'قیمت پایانی میانگین متحرک ساده 200 دوره‌ای، خط روند بلندمدت، را به سمت پایین قطع می‌کند.',
  }),
];
