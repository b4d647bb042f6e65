import { PRO_ACCESS } from '../../catalog/access';
import type { StrategyKey } from '../../catalog/ids';
import { defineStrategy, type StrategyDefinition } from '../define-strategy';
import { defineDivergence } from './define-divergence';
import { DIVERGENCE_SOURCES, type DivergenceSource } from './oscillators';

/** Closed candles a divergence match stays listed after the candle confirming its second pivot. */
export const DIVERGENCE_VALIDITY = 20;

/** Texts per kind and side; `{osc}` is the oscillator's name (ta-reference §2 table). */
const VARIANTS = [
  {
    kind: 'regular',
    side: 'bullish',
    en: 'Price makes a lower low while {osc} makes a higher low: a reversal up is expected.',
    fa: 'قیمت کف پایین‌تری می‌سازد اما {osc} کف بالاتری ثبت می‌کند: انتظار بازگشت قیمت به بالا می‌رود.',
  },
  {
    kind: 'regular',
    side: 'bearish',
    en: 'Price makes a higher high while {osc} makes a lower high: a reversal down is expected.',
    fa: 'قیمت سقف بالاتری می‌سازد اما {osc} سقف پایین‌تری ثبت می‌کند: انتظار بازگشت قیمت به پایین می‌رود.',
  },
  {
    kind: 'hidden',
    side: 'bullish',
    en: 'Price makes a higher low while {osc} makes a lower low: the uptrend is likely to continue.',
    fa: 'قیمت کف بالاتری می‌سازد اما {osc} کف پایین‌تری ثبت می‌کند: ادامه روند صعودی محتمل است.',
  },
  {
    kind: 'hidden',
    side: 'bearish',
    en: 'Price makes a lower high while {osc} makes a higher high: the downtrend is likely to continue.',
    fa: 'قیمت سقف پایین‌تری می‌سازد اما {osc} سقف بالاتری ثبت می‌کند: ادامه روند نزولی محتمل است.',
  },
] as const;

type Variant = (typeof VARIANTS)[number];

const PAIRING_EN =
  ' The two swings are pivots of one level; the match fires when the second is confirmed and carries that level.';
const PAIRING_FA =
  ' دو نقطه چرخش، پیوت‌های یک سطح هستند؛ سیگنال هنگام تأیید پیوت دوم صادر می‌شود و همان سطح را دارد.';

const NAMES = {
  regular: { en: 'Regular', fa: 'معمولی' },
  hidden: { en: 'Hidden', fa: 'مخفی' },
  bullish: { en: 'bullish', fa: 'صعودی' },
  bearish: { en: 'bearish', fa: 'نزولی' },
} as const;

/** Catalog key of one divergence strategy, e.g. `divergence.rsi.regular.bullish`. */
export const divergenceKey = (source: string, kind: string, side: string): StrategyKey =>
  `divergence.${source}.${kind}.${side}` as StrategyKey;

function divergence(osc: DivergenceSource, variant: Variant): StrategyDefinition {
  return defineStrategy({
    key: divergenceKey(osc.name, variant.kind, variant.side),
    rule: defineDivergence(osc, variant.kind, variant.side),
    name: `${NAMES[variant.kind].en} ${NAMES[variant.side].en} ${osc.en} divergence`,
    fa_name: `واگرایی ${NAMES[variant.kind].fa} ${NAMES[variant.side].fa} ${osc.fa}`,
    group: 'divergence',
    type: 'divergence',
    category: `divergence-${osc.name}`,
    access: PRO_ACCESS,
    validity: DIVERGENCE_VALIDITY,
    has_pivot_type: true,
    has_passed_candle: true,
    has_distance: true,
    tags: [
      {
        label: NAMES[variant.kind].en,
        class: variant.kind,
        tooltip: variant.kind === 'regular' ? 'Signals a reversal' : 'Signals a continuation',
      },
      { label: osc.en, class: 'indicator', tooltip: `${osc.study} ${osc.inputs}`.trim() },
    ],
    descriptions: {
      en: variant.en.replace('{osc}', osc.en) + PAIRING_EN,
      fa: variant.fa.replace('{osc}', osc.fa) + PAIRING_FA,
    },
    tradingview: { indicator: osc.study, value: osc.inputs, shape: 'trend_line', timeframeMapping: {} },
    chartPoints: ['p1', 'p2', 'o1', 'o2', 'signal'],
  });
}

/** Six oscillators x regular/hidden x bullish/bearish, in catalog order. */
export const DIVERGENCE_STRATEGIES: readonly StrategyDefinition[] = DIVERGENCE_SOURCES.flatMap((osc) =>
  VARIANTS.map((variant) => divergence(osc, variant)),
);
