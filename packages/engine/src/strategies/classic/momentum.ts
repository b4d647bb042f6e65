import {
  CCI_20,
  type IndicatorSpec,
  MFI_14,
  RSI_14,
  STOCH_RSI_14_14_3_3,
  STOCHASTIC_14_3_3,
  WILLIAMS_R_14,
} from '../context';
import type { StrategyDefinition } from '../define-strategy';
import {
  crossedAbove,
  crossedAboveLevel,
  crossedBelow,
  crossedBelowLevel,
  OSCILLATOR_SCALE,
} from '../signal-rules';
import type { Detection } from '../types';
import { classic, defineClassic, pairGate } from './define-classic';

/** Per oscillator, the levels its strategies cross (filled as they are defined, read when a scan prepares). */
const CROSSED_LEVELS = new Map<string, number[]>();

/** True where the oscillator crosses any of its strategies' levels, either way: each of them fires only there. */
function levelCrossGate(spec: IndicatorSpec, level: number) {
  const levels = CROSSED_LEVELS.get(spec.key) ?? [];
  CROSSED_LEVELS.set(spec.key, levels);
  if (!levels.includes(level)) levels.push(level);
  const output = spec.outputs[0]!;
  return pairGate(`level-cross.${spec.key}`, (context) => {
    const values = context.indicator(spec)[output]!;
    return (i) => {
      for (const crossed of levels) {
        if (crossedAboveLevel(values, crossed, i) || crossedBelowLevel(values, crossed, i)) return true;
      }
      return false;
    };
  });
}

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
    gate: levelCrossGate(spec, level),
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
 * %K crossing %D with both lines in the zone on the candle before the cross: under 20 for a buy, over
 * 80 for a sell (George Lane's stochastic levels; StochRSI uses the same, Chande & Kroll 1994). Both
 * lines live on 0–100, so rounding is judged on that scale: pinned at 0 they tie, they do not cross.
 */
function zoneCross(spec: typeof STOCHASTIC_14_3_3, position: 'buy' | 'sell', firstValue: number): Detection {
  return defineClassic({
    position,
    needs: [spec],
    lookback: firstValue + 1,
    // Both sides fire only with both lines in a zone on the bar before: the gate is that half of their test.
    gate: pairGate(`zone-cross.${spec.key}`, (context) => {
      const { k, d } = context.indicator(spec);
      return (i) => Math.max(k[i - 1]!, d[i - 1]!) < 20 || Math.min(k[i - 1]!, d[i - 1]!) > 80;
    }),
    prepare: (context) => {
      const { k, d } = context.indicator(spec);
      return {
        fires: (i) =>
          position === 'buy'
            ? crossedAbove(k, d, i, OSCILLATOR_SCALE) && Math.max(k[i - 1]!, d[i - 1]!) < 20
            : crossedBelow(k, d, i, OSCILLATOR_SCALE) && Math.min(k[i - 1]!, d[i - 1]!) > 80,
        indicatorValue: (i) => k[i]!,
      };
    },
  });
}

/** First bar with a value, per indicator (TA-Lib lookbacks, see src/indicators). */
const FIRST = { rsi: 14, stochastic: 17, stochRsi: 31, cci: 19, williamsR: 13, mfi: 14 } as const;

const RSI = { category: 'rsi', study: 'Relative Strength Index', inputs: '14' } as const;
const STOCH = { category: 'stochastic', study: 'Stochastic', inputs: '14, 3, 3' } as const;
const STOCH_RSI = { category: 'stoch-rsi', study: 'Stochastic RSI', inputs: '3, 3, 14, 14' } as const;
const CCI = { category: 'cci', study: 'Commodity Channel Index', inputs: '20' } as const;
const WILLIAMS = { category: 'williams-r', study: 'Williams %R', inputs: '14' } as const;
const MFI = { category: 'mfi', study: 'Money Flow Index', inputs: '14' } as const;

/**
 * Momentum oscillators. Levels: RSI 30/70 and its 50 midline (Wilder 1978); CCI ±100 as Lambert
 * (1980) traded it, rising above +100 starts an up-move; Williams %R −80/−20; MFI 20/80 (Quong &
 * Soudack 1989). Leaving an extreme zone back towards the middle is the signal, not entering it.
 */
export const MOMENTUM_STRATEGIES: readonly StrategyDefinition[] = [
  classic({
    key: 'classic.rsi-oversold-exit',
    free: true,
    rule: levelCross(RSI_14, 30, 'buy', FIRST.rsi),
    ...RSI,
    type: 'cross',
    name: 'RSI oversold exit',
    fa: 'خروج RSI از اشباع فروش',
    en: 'RSI(14) crosses back above 30: selling pressure fades after an oversold reading (Wilder’s levels).',
    faText:
      'RSI(14) از سطح 30 به بالا برمی‌گردد: فشار فروش پس از ورود به ناحیه اشباع فروش رو به کاهش است (سطوح وایلدر).',
  }),
  classic({
    key: 'classic.rsi-overbought-exit',
    free: true,
    rule: levelCross(RSI_14, 70, 'sell', FIRST.rsi),
    ...RSI,
    type: 'cross',
    name: 'RSI overbought exit',
    fa: 'خروج RSI از اشباع خرید',
    en: 'RSI(14) crosses back below 70: buying pressure fades after an overbought reading (Wilder’s levels).',
    faText:
      'RSI(14) از سطح 70 به پایین برمی‌گردد: فشار خرید پس از ورود به ناحیه اشباع خرید رو به کاهش است (سطوح وایلدر).',
  }),
  classic({
    key: 'classic.rsi-50-cross-up',
    rule: levelCross(RSI_14, 50, 'buy', FIRST.rsi),
    ...RSI,
    type: 'cross',
    name: 'RSI crosses above 50',
    fa: 'عبور RSI از خط 50 به بالا',
    en: 'RSI(14) crosses above its 50 midline: momentum turns bullish.',
    faText: 'RSI(14) خط میانی 50 را به سمت بالا قطع می‌کند: شتاب بازار صعودی می‌شود.',
  }),
  classic({
    key: 'classic.rsi-50-cross-down',
    rule: levelCross(RSI_14, 50, 'sell', FIRST.rsi),
    ...RSI,
    type: 'cross',
    name: 'RSI crosses below 50',
    fa: 'عبور RSI از خط 50 به پایین',
    en: 'RSI(14) crosses below its 50 midline: momentum turns bearish.',
    faText: 'RSI(14) خط میانی 50 را به سمت پایین قطع می‌کند: شتاب بازار نزولی می‌شود.',
  }),
  classic({
    key: 'classic.stochastic-oversold-cross',
    rule: zoneCross(STOCHASTIC_14_3_3, 'buy', FIRST.stochastic),
    ...STOCH,
    type: 'cross',
    name: 'Stochastic bullish cross in oversold',
    fa: 'تقاطع صعودی استوکاستیک در اشباع فروش',
    en: 'Stochastic %K (14, 3, 3) crosses above %D, both lines having been below 20 on the candle before the cross.',
    faText:
      'خط K استوکاستیک (14، 3، 3) خط D را به سمت بالا قطع می‌کند، در حالی که هر دو خط در کندل پیش از تقاطع زیر 20 بوده‌اند.',
  }),
  classic({
    key: 'classic.stochastic-overbought-cross',
    rule: zoneCross(STOCHASTIC_14_3_3, 'sell', FIRST.stochastic),
    ...STOCH,
    type: 'cross',
    name: 'Stochastic bearish cross in overbought',
    fa: 'تقاطع نزولی استوکاستیک در اشباع خرید',
    en: 'Stochastic %K (14, 3, 3) crosses below %D, both lines having been above 80 on the candle before the cross.',
    faText:
      'خط K استوکاستیک (14، 3، 3) خط D را به سمت پایین قطع می‌کند، در حالی که هر دو خط در کندل پیش از تقاطع بالای 80 بوده‌اند.',
  }),
  classic({
    key: 'classic.stoch-rsi-oversold-cross',
    rule: zoneCross(STOCH_RSI_14_14_3_3, 'buy', FIRST.stochRsi),
    ...STOCH_RSI,
    type: 'cross',
    name: 'Stochastic RSI bullish cross in oversold',
    fa: 'تقاطع صعودی استوکاستیک RSI در اشباع فروش',
    en: 'Stochastic RSI %K (14, 14, 3, 3) crosses above %D, both lines having been below 20 on the candle before the cross.',
    faText:
      'خط K استوکاستیک RSI (14، 14، 3، 3) خط D را به سمت بالا قطع می‌کند، در حالی که هر دو خط در کندل پیش از تقاطع زیر 20 بوده‌اند.',
  }),
  classic({
    key: 'classic.stoch-rsi-overbought-cross',
    rule: zoneCross(STOCH_RSI_14_14_3_3, 'sell', FIRST.stochRsi),
    ...STOCH_RSI,
    type: 'cross',
    name: 'Stochastic RSI bearish cross in overbought',
    fa: 'تقاطع نزولی استوکاستیک RSI در اشباع خرید',
    en: 'Stochastic RSI %K (14, 14, 3, 3) crosses below %D, both lines having been above 80 on the candle before the cross.',
    faText:
      'خط K استوکاستیک RSI (14، 14، 3، 3) خط D را به سمت پایین قطع می‌کند، در حالی که هر دو خط در کندل پیش از تقاطع بالای 80 بوده‌اند.',
  }),
  classic({
    key: 'classic.cci-above-100',
    rule: levelCross(CCI_20, 100, 'buy', FIRST.cci),
    ...CCI,
    type: 'cross',
    name: 'CCI rises above +100',
    fa: 'عبور CCI از 100+ به بالا',
    en: 'CCI(20) rises above +100: Lambert’s sign that a new up-move has begun.',
    faText: 'CCI(20) از 100+ بالاتر می‌رود: نشانه لمبرت برای آغاز یک حرکت صعودی تازه.',
  }),
  classic({
    key: 'classic.cci-below-minus-100',
    rule: levelCross(CCI_20, -100, 'sell', FIRST.cci),
    ...CCI,
    type: 'cross',
    name: 'CCI falls below −100',
    fa: 'عبور CCI از 100- به پایین',
    en: 'CCI(20) falls below −100: Lambert’s sign that a new down-move has begun.',
    faText: 'CCI(20) به زیر 100- می‌رود: نشانه لمبرت برای آغاز یک حرکت نزولی تازه.',
  }),
  classic({
    key: 'classic.williams-r-oversold-exit',
    rule: levelCross(WILLIAMS_R_14, -80, 'buy', FIRST.williamsR),
    ...WILLIAMS,
    type: 'cross',
    name: 'Williams %R oversold exit',
    fa: 'خروج ویلیامز R% از اشباع فروش',
    en: 'Williams %R(14) crosses back above −80, leaving the oversold zone.',
    faText: 'ویلیامز R%(14) از سطح 80- به بالا برمی‌گردد و از ناحیه اشباع فروش خارج می‌شود.',
  }),
  classic({
    key: 'classic.williams-r-overbought-exit',
    rule: levelCross(WILLIAMS_R_14, -20, 'sell', FIRST.williamsR),
    ...WILLIAMS,
    type: 'cross',
    name: 'Williams %R overbought exit',
    fa: 'خروج ویلیامز R% از اشباع خرید',
    en: 'Williams %R(14) crosses back below −20, leaving the overbought zone.',
    faText: 'ویلیامز R%(14) از سطح 20- به پایین برمی‌گردد و از ناحیه اشباع خرید خارج می‌شود.',
  }),
  classic({
    key: 'classic.mfi-oversold-exit',
    rule: levelCross(MFI_14, 20, 'buy', FIRST.mfi),
    ...MFI,
    type: 'cross',
    name: 'MFI oversold exit',
    fa: 'خروج MFI از اشباع فروش',
    en: 'Money Flow Index(14) crosses back above 20: volume-weighted selling dries up.',
    faText: 'شاخص جریان پول (MFI 14) از سطح 20 به بالا برمی‌گردد: فروشِ همراه با حجم رو به پایان است.',
  }),
  classic({
    key: 'classic.mfi-overbought-exit',
    rule: levelCross(MFI_14, 80, 'sell', FIRST.mfi),
    ...MFI,
    type: 'cross',
    name: 'MFI overbought exit',
    fa: 'خروج MFI از اشباع خرید',
    en: 'Money Flow Index(14) crosses back below 80: volume-weighted buying dries up.',
    faText: 'شاخص جریان پول (MFI 14) از سطح 80 به پایین برمی‌گردد: خریدِ همراه با حجم رو به پایان است.',
  }),
];
