import { PRO_ACCESS } from '../../catalog/access';
import type { StrategyKey } from '../../catalog/ids';
import { defineStrategy, type StrategyDefinition } from '../define-strategy';
import { defineFibonacci, type FibRule, type FibSide } from './define-fibonacci';
import { LEVEL_NAMES } from './fib-levels';

/** Closed candles a Fibonacci match stays listed after its signal candle. */
export const FIBONACCI_VALIDITY = 10;

/** Catalog key of one Fibonacci strategy, e.g. `fibonacci.golden-pocket-bullish`. */
export const fibonacciKey = (name: string, side: FibSide): StrategyKey =>
  `fibonacci.${name}-${side}` as StrategyKey;

interface FibStrategy {
  readonly name: string;
  readonly rule: FibRule;
  readonly type: string;
  readonly en: string;
  readonly fa: string;
  /** What fires, per side. */
  readonly text: Readonly<Record<FibSide, { readonly en: string; readonly fa: string }>>;
}

/** A retracement reaction's text: the level first reached and the zone it stands for. */
const retracementText = (level: string, zone: string, faZone: string) => ({
  bullish: {
    en: `After an up leg, the first candle whose low reaches the ${level} retracement, without passing the leg's start, closes back above it (zone ${zone}), no high having passed the leg's top; a bounce up is expected.`,
    fa: `پس از یک موج صعودی، نخستین کندلی که کفش، بی‌آنکه از ابتدای موج بگذرد، به اصلاح ${level} می‌رسد بالای آن بسته می‌شود (${faZone})، بی‌آنکه سقفی از قله موج عبور کرده باشد؛ انتظار برگشت به بالا می‌رود.`,
  },
  bearish: {
    en: `After a down leg, the first candle whose high reaches the ${level} retracement, without passing the leg's start, closes back below it (zone ${zone}), no low having passed the leg's bottom; a turn down is expected.`,
    fa: `پس از یک موج نزولی، نخستین کندلی که سقفش، بی‌آنکه از ابتدای موج بگذرد، به اصلاح ${level} می‌رسد زیر آن بسته می‌شود (${faZone})، بی‌آنکه کفی از دره موج عبور کرده باشد؛ انتظار برگشت به پایین می‌رود.`,
  },
});

const FIB_STRATEGIES: readonly FibStrategy[] = [
  {
    name: 'golden-pocket',
    rule: { kind: 'retracement', near: 0.618, far: 0.65 },
    type: 'reaction',
    en: 'golden pocket reaction',
    fa: 'واکنش به ناحیه طلایی فیبوناچی',
    text: retracementText('0.618', '0.618–0.65, the golden pocket', 'ناحیه طلایی 0.618 تا 0.65'),
  },
  {
    name: 'retracement-786',
    rule: { kind: 'retracement', near: 0.786, far: 0.886 },
    type: 'reaction',
    en: 'Fibonacci 0.786 reaction',
    fa: 'واکنش به اصلاح 0.786 فیبوناچی',
    text: retracementText('0.786', '0.786–0.886', 'ناحیه 0.786 تا 0.886'),
  },
  {
    name: 'continuation-382-500',
    rule: { kind: 'retracement', near: 0.382, far: 0.5 },
    type: 'continuation',
    en: 'Fib 0.382–0.5 continuation',
    fa: 'ادامه روند از اصلاح 0.382 تا 0.5 فیبوناچی',
    text: retracementText('0.382', '0.382–0.5, a shallow pullback', 'ناحیه اصلاح کم‌عمق 0.382 تا 0.5'),
  },
  {
    name: 'extension-target',
    rule: { kind: 'extension', near: 1.272, far: 1.618 },
    type: 'target',
    en: 'Fibonacci extension target',
    fa: 'رسیدن به هدف اکستنشن فیبوناچی',
    text: {
      bullish: {
        en: "After a down leg, price runs past the leg's bottom and the first candle whose low reaches its 1.272 extension fires: the move has met its target (zone 1.272–1.618) and a turn up is expected.",
        fa: 'پس از یک موج نزولی، قیمت از کف موج عبور می‌کند و نخستین کندلی که کفش به اکستنشن 1.272 آن می‌رسد سیگنال می‌دهد: حرکت به هدف خود (ناحیه 1.272 تا 1.618) رسیده و انتظار برگشت به بالا می‌رود.',
      },
      bearish: {
        en: "After an up leg, price runs past the leg's top and the first candle whose high reaches its 1.272 extension fires: the move has met its target (zone 1.272–1.618) and a turn down is expected.",
        fa: 'پس از یک موج صعودی، قیمت از سقف موج عبور می‌کند و نخستین کندلی که سقفش به اکستنشن 1.272 آن می‌رسد سیگنال می‌دهد: حرکت به هدف خود (ناحیه 1.272 تا 1.618) رسیده و انتظار برگشت به پایین می‌رود.',
      },
    },
  },
];

const LEG_EN =
  ' The leg is the last completed swing of a pivot level (its end confirmed); the match carries that level, and a close beyond the zone’s far level voids it.';
const LEG_FA =
  ' موج، آخرین نوسان کامل‌شده یک سطح پیوت است (پایان آن تأیید شده)؛ سیگنال همان سطح را دارد و بسته شدن قیمت آن سوی مرز دور ناحیه، آن را باطل می‌کند.';

const SIDE_NAMES = {
  bullish: { en: 'Bullish', fa: 'صعودی' },
  bearish: { en: 'Bearish', fa: 'نزولی' },
} as const;

function fibonacci(strategy: FibStrategy, side: FibSide): StrategyDefinition {
  return defineStrategy({
    key: fibonacciKey(strategy.name, side),
    rule: defineFibonacci(strategy.rule, side),
    name: `${SIDE_NAMES[side].en} ${strategy.en}`,
    fa_name: `${strategy.fa} ${SIDE_NAMES[side].fa}`,
    group: 'fibonacci',
    type: strategy.type,
    category: `fibonacci-${strategy.name}`,
    access: PRO_ACCESS,
    validity: FIBONACCI_VALIDITY,
    has_pivot_type: true,
    has_passed_candle: true,
    has_distance: true,
    tags: [
      {
        label: 'Fibonacci',
        class: 'fibonacci',
        tooltip: `${strategy.rule.kind === 'retracement' ? 'Retracement' : 'Extension'} ${strategy.rule.near}–${strategy.rule.far}`,
      },
    ],
    descriptions: { en: strategy.text[side].en + LEG_EN, fa: strategy.text[side].fa + LEG_FA },
    tradingview: {
      indicator: '',
      value: '',
      shape: strategy.rule.kind === 'retracement' ? 'fib_retracement' : 'fib_trend_ext',
      timeframeMapping: {},
    },
    chartPoints: ['start', 'end', ...LEVEL_NAMES],
  });
}

/** Four rules x bullish/bearish, in catalog order. */
export const FIBONACCI_STRATEGIES: readonly StrategyDefinition[] = FIB_STRATEGIES.flatMap((strategy) =>
  (['bullish', 'bearish'] as const).map((side) => fibonacci(strategy, side)),
);
