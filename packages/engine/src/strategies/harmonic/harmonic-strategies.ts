import { PRO_ACCESS } from '../../catalog/access';
import type { StrategyKey } from '../../catalog/ids';
import { defineStrategy, type StrategyDefinition } from '../define-strategy';
import { defineHarmonic, type HarmonicSide } from './define-harmonic';
import {
  HARMONIC_PATTERNS,
  type HarmonicPattern,
  RATIO_TOLERANCE,
  type RatioRange,
} from './harmonic-patterns';

/** Closed candles a harmonic match stays listed after the candle confirming D. */
export const HARMONIC_VALIDITY = 20;

/** Catalog key of one harmonic strategy, e.g. `harmonic.alt-bat-bearish`. */
export const harmonicKey = (pattern: string, side: HarmonicSide): StrategyKey =>
  `harmonic.${pattern}-${side}` as StrategyKey;

const SIDES = {
  bullish: {
    en: 'Bullish',
    fa: 'صعودی',
    turn: 'a reversal up',
    faTurn: 'بازگشت قیمت به بالا',
    d: 'low',
    faD: 'کف',
  },
  bearish: {
    en: 'Bearish',
    fa: 'نزولی',
    turn: 'a reversal down',
    faTurn: 'بازگشت قیمت به پایین',
    d: 'high',
    faD: 'سقف',
  },
} as const;

const span = ({ min, max }: RatioRange) => (min === max ? `${min}` : `${min}–${max}`);
/** The table as the description states it, e.g. `AB/XA 0.618, BC/AB 0.382–0.886, ...` (Persian: its comma). */
export const ratioText = (pattern: HarmonicPattern, comma = ', '): string =>
  pattern.ratios.map((r) => `${r.ratio} ${span(r)}`).join(comma);
/** Where the PRZ starts: D's projection on the pattern's frame, e.g. `AD/XA 0.786`. */
const frameText = (pattern: HarmonicPattern, fa = false): string => {
  const range = pattern.ratios.find((r) => r.ratio === pattern.frame)!;
  if (range.min === range.max) return `${pattern.frame} ${range.min}`;
  return fa
    ? `سر نزدیک‌تر بازه ${pattern.frame} ${span(range)} به نسبت اندازه‌گیری‌شده`
    : `the end of ${pattern.frame} ${span(range)} nearer the ratio measured`;
};

const TOLERANCE_PERCENT = Math.round(RATIO_TOLERANCE * 100);

function harmonic(pattern: HarmonicPattern, side: HarmonicSide): StrategyDefinition {
  const s = SIDES[side];
  const letters = pattern.hasX ? ['X', 'A', 'B', 'C', 'D'] : ['A', 'B', 'C', 'D'];
  return defineStrategy({
    key: harmonicKey(pattern.name, side),
    rule: defineHarmonic(pattern, side),
    name: `${s.en} ${pattern.en}`,
    fa_name: `${pattern.fa} ${s.fa}`,
    group: 'harmonic',
    type: 'pattern',
    category: `harmonic-${pattern.name}`,
    access: PRO_ACCESS,
    validity: HARMONIC_VALIDITY,
    has_pivot_type: true,
    has_passed_candle: true,
    has_distance: true,
    tags: [{ label: pattern.en, class: 'harmonic', tooltip: ratioText(pattern) }],
    descriptions: {
      en:
        `${letters.join(', ')} are alternating swing highs and lows on pivots of one level, D a swing ${s.d}; ` +
        `ratios ${ratioText(pattern)}, each within ${TOLERANCE_PERCENT} % of the ratio. ` +
        'Fires on the candle confirming D, with that level as pivot type. The zone is the potential reversal zone ' +
        `(PRZ) from D's projection at ${frameText(pattern)} to the nearest end of its CD/BC projection, D included; ` +
        `${s.turn} is expected there, and a close beyond its far side voids the match. ` +
        `Forming earlier: on the candle confirming C, when ${letters.slice(0, -1).join(', ')} fit the ratios before D, ` +
        'the match lists the projected PRZ (every D the table accepts) and turns active when price enters it; ' +
        `a close beyond ${pattern.hasX ? 'X (or the PRZ’s far side when D lies beyond X)' : 'the PRZ’s far side'} voids it.`,
      fa:
        `نقاط ${letters.join('، ')} سقف‌ها و کف‌های متناوب روی پیوت‌های یک سطح هستند و D یک ${s.faD} است؛ ` +
        `نسبت‌ها ${ratioText(pattern, '، ')}، هر کدام با خطای حداکثر ${TOLERANCE_PERCENT} درصد از نسبت. ` +
        'سیگنال روی کندلی صادر می‌شود که D را تأیید می‌کند و همان سطح را به عنوان نوع پیوت دارد. ناحیه، ناحیه بازگشت احتمالی ' +
        `(PRZ) است: از تصویر D در ${frameText(pattern, true)} تا نزدیک‌ترین سر تصویر CD/BC آن، به همراه خود D؛ ` +
        `در آن انتظار ${s.faTurn} می‌رود و بسته شدن قیمت آن سوی مرز دور ناحیه، الگو را باطل می‌کند. ` +
        `الگوی در حال شکل‌گیری زودتر: روی کندلی که C را تأیید می‌کند، وقتی ${letters.slice(0, -1).join('، ')} با نسبت‌های پیش از D جور باشند، ` +
        'ناحیه بازگشت پیش‌بینی‌شده (هر D که جدول می‌پذیرد) فهرست می‌شود و با ورود قیمت به آن فعال می‌شود؛ ' +
        `بسته شدن قیمت آن سوی ${pattern.hasX ? 'X (یا مرز دور ناحیه وقتی D فراتر از X است)' : 'مرز دور ناحیه'} آن را باطل می‌کند.`,
    },
    tradingview: { indicator: '', value: '', shape: pattern.shape, timeframeMapping: {} },
    chartPoints: [
      ...(pattern.hasX ? ['X'] : []),
      'A',
      'B',
      'C',
      'D',
      ...pattern.ratios.map((r) => r.ratio),
      'projectedD',
      'przTop',
      'przBottom',
    ],
  });
}

/** Eleven patterns x bullish/bearish, in catalog order. */
export const HARMONIC_STRATEGIES: readonly StrategyDefinition[] = HARMONIC_PATTERNS.flatMap((pattern) =>
  (['bullish', 'bearish'] as const).map((side) => harmonic(pattern, side)),
);
