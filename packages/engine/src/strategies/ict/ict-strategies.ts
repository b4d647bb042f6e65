import type { StrategyKey } from '../../catalog/ids';
import type { AccessTier } from '../../catalog/types';
import { defineStrategy, type StrategyDefinition } from '../define-strategy';
import { defineIct } from './define-ict';
import type { IctRule } from './ict-rules';
import type { IctSide } from './structure';

/** The ict tier is the product's ICT programme: it opens this family, as pro and hero do. */
const ICT_ACCESS = ['ict', 'pro', 'hero'] as const satisfies readonly AccessTier[];

/** Closed candles an ICT match stays listed after its signal candle. */
export const ICT_VALIDITY = 10;

/** Catalog key of one ICT strategy, e.g. `ict.fvg-return-bullish`. */
export const ictKey = (rule: IctRule, side: IctSide): StrategyKey => `ict.${rule}-${side}` as StrategyKey;

/** The words a rule's text changes between sides, in both languages. */
interface Words {
  readonly above: string;
  readonly below: string;
  readonly high: string;
  readonly low: string;
  readonly up: string;
  readonly deeper: string;
  readonly faAbove: string;
  readonly faBelow: string;
  readonly faHigh: string;
  readonly faLow: string;
  readonly faUp: string;
  readonly faDeeper: string;
}

const WORDS: Readonly<Record<IctSide, Words>> = {
  bullish: {
    above: 'above',
    below: 'under',
    high: 'high',
    low: 'low',
    up: 'up',
    deeper: 'a lower low',
    faAbove: 'بالای',
    faBelow: 'زیر',
    faHigh: 'سقف',
    faLow: 'کف',
    faUp: 'صعودی',
    faDeeper: 'کف پایین‌تر',
  },
  bearish: {
    above: 'under',
    below: 'above',
    high: 'low',
    low: 'high',
    up: 'down',
    deeper: 'a higher high',
    faAbove: 'زیر',
    faBelow: 'بالای',
    faHigh: 'کف',
    faLow: 'سقف',
    faUp: 'نزولی',
    faDeeper: 'سقف بالاتر',
  },
};

interface IctText {
  readonly name: (side: IctSide) => { readonly en: string; readonly fa: string };
  readonly type: string;
  readonly text: (w: Words) => { readonly en: string; readonly fa: string };
}

const SIDE = { bullish: { en: 'Bullish', fa: 'صعودی' }, bearish: { en: 'Bearish', fa: 'نزولی' } } as const;

const named = (en: string, fa: string) => (side: IctSide) => ({
  en: `${SIDE[side].en} ${en}`,
  fa: `${fa} ${SIDE[side].fa}`,
});

const RULE_TEXTS: Readonly<Record<IctRule, IctText>> = {
  bos: {
    name: named('break of structure (BOS)', 'شکست ساختار (BOS)'),
    type: 'breakout',
    text: (w) => ({
      en: `A candle closes ${w.above} the last confirmed swing ${w.high} of a pivot level, the first close ${w.above} it, and the pullback before it held ${w.above} the swing ${w.low} before that ${w.high}: a break of structure, the trend goes on. Void on a close ${w.below} the pullback's ${w.low}.`,
      fa: `کندلی ${w.faAbove} آخرین ${w.faHigh} تأییدشده یک سطح پیوت بسته می‌شود، نخستین بسته‌شدن ${w.faAbove} آن، و اصلاح پیش از آن ${w.faAbove} ${w.faLow} قبل از آن ${w.faHigh} مانده است: شکست ساختار، روند ادامه دارد. بسته‌شدن ${w.faBelow} ${w.faLow} اصلاح آن را باطل می‌کند.`,
    }),
  },
  choch: {
    name: named('change of character (CHoCH)', 'تغییر کاراکتر (CHoCH)'),
    type: 'reversal',
    text: (w) => ({
      en: `A candle closes ${w.above} the last confirmed swing ${w.high} of a pivot level, the first close ${w.above} it, after the pullback before it made ${w.deeper} beyond the swing ${w.low} before that ${w.high}: a change of character, the trend turns ${w.up}. Void on a close ${w.below} that ${w.low}.`,
      fa: `کندلی ${w.faAbove} آخرین ${w.faHigh} تأییدشده یک سطح پیوت بسته می‌شود، نخستین بسته‌شدن ${w.faAbove} آن، پس از آنکه اصلاح پیش از آن ${w.faDeeper} از ${w.faLow} قبل از آن ${w.faHigh} ساخته است: تغییر کاراکتر، روند ${w.faUp} می‌شود. بسته‌شدن ${w.faBelow} آن ${w.faLow} آن را باطل می‌کند.`,
    }),
  },
  'fvg-return': {
    name: named('FVG first return', 'نخستین بازگشت به FVG'),
    type: 'retest',
    text: (w) => ({
      en: `Within 50 candles of a ${w.up} break of structure (BOS or CHoCH), the first candle to trade back into a fair value gap its displacement left (candle 1's ${w.high} ${w.below} candle 3's ${w.low}, the middle candle closing ${w.up}) closes ${w.above} the gap's far edge. Zone: the gap; void on a close ${w.below} it.`,
      fa: `در ۵۰ کندل پس از شکست ساختار ${w.faUp} (BOS یا CHoCH)، نخستین کندلی که به شکاف ارزش منصفانه (FVG) به‌جامانده از حرکت شکست برمی‌گردد (${w.faHigh} کندل ۱ ${w.faBelow} ${w.faLow} کندل ۳، کندل میانی ${w.faUp} بسته شده) ${w.faAbove} لبه دور شکاف بسته می‌شود. ناحیه: خود شکاف؛ بسته‌شدن ${w.faBelow} آن سیگنال را باطل می‌کند.`,
    }),
  },
  'order-block-return': {
    name: named('order block first return', 'نخستین بازگشت به اوردربلاک'),
    type: 'retest',
    text: (w) => ({
      en: `Within 50 candles of a ${w.up} break of structure (BOS or CHoCH), the first candle since the break to trade back into its order block (the last candle of the other colour at or up to 10 candles before the displacement's start) closes ${w.above} the block's far edge. Zone: the block's low to high; void on a close ${w.below} it.`,
      fa: `در ۵۰ کندل پس از شکست ساختار ${w.faUp} (BOS یا CHoCH)، نخستین کندلی که پس از شکست به اوردربلاک آن برمی‌گردد (آخرین کندل با رنگ مخالف، در شروع حرکت شکست یا تا ۱۰ کندل پیش از آن) ${w.faAbove} لبه دور بلاک بسته می‌شود. ناحیه: کف تا سقف بلاک؛ بسته‌شدن ${w.faBelow} آن سیگنال را باطل می‌کند.`,
    }),
  },
  'sweep-choch': {
    name: (side) =>
      side === 'bullish'
        ? {
            en: 'Sell-side liquidity sweep then bullish CHoCH',
            fa: 'جمع‌آوری نقدینگی زیر کف‌های برابر و سپس CHoCH صعودی',
          }
        : {
            en: 'Buy-side liquidity sweep then bearish CHoCH',
            fa: 'جمع‌آوری نقدینگی بالای سقف‌های برابر و سپس CHoCH نزولی',
          },
    type: 'reversal',
    text: (w) => ({
      en: `A change of character ${w.up} (see the CHoCH strategy) whose displacement starts at a liquidity sweep: the candle making the pullback's extreme ran ${w.below} a pool of equal ${w.low}s (two swing ${w.low}s of the level within 0.2 ATR(14) and 100 candles, not run before) and closed back ${w.above} it. Fires on the CHoCH candle; zone from the pool to the sweep's extreme; void on a close beyond that extreme.`,
      fa: `تغییر کاراکتر ${w.faUp} (راهبرد CHoCH) که حرکتش از یک جمع‌آوری نقدینگی شروع می‌شود: کندلی که نقطه انتهایی اصلاح را ساخته از مجموعه ${w.faLow}‌های برابر (دو ${w.faLow} یک سطح پیوت در فاصله ۰٫۲ ATR(14) و ۱۰۰ کندل، که پیش‌تر شکسته نشده) عبور کرده و دوباره ${w.faAbove} آن بسته شده است. سیگنال روی کندل CHoCH؛ ناحیه از سطح نقدینگی تا انتهای جمع‌آوری؛ بسته‌شدن آن سوی این انتها سیگنال را باطل می‌کند.`,
    }),
  },
  ote: {
    name: named('OTE after BOS', 'ورود بهینه (OTE) پس از BOS'),
    type: 'retracement',
    text: (w) => ({
      en: `Within 50 candles of a ${w.up} break of structure (BOS, not CHoCH), the first candle to reach the 0.62 retracement of the leg from the displacement's start to its extreme since, without passing the start, closes ${w.above} the 0.79 retracement: the optimal trade entry (0.62–0.79). Target: the leg's extreme; void on a close beyond its start.`,
      fa: `در ۵۰ کندل پس از شکست ساختار ${w.faUp} (BOS، نه CHoCH)، نخستین کندلی که به اصلاح 0.62 موج (از شروع حرکت شکست تا انتهای آن تاکنون) می‌رسد، بی‌آنکه از شروع موج بگذرد، ${w.faAbove} اصلاح 0.79 بسته می‌شود: ناحیه ورود بهینه (0.62 تا 0.79). هدف: انتهای موج؛ بسته‌شدن آن سوی شروع موج سیگنال را باطل می‌کند.`,
    }),
  },
  'breaker-retest': {
    name: named('breaker block retest', 'پولبک به بریکر بلاک'),
    type: 'retest',
    text: (w) => ({
      en: `The order block of an earlier break the other way (its last candle of the other colour) that a later close ${w.above} it turned into a breaker: within 50 candles of a ${w.up} break of structure, the first candle since to trade back into it closes ${w.above} its far edge. Zone: the block; void on a close ${w.below} it.`,
      fa: `اوردربلاکِ شکست قبلی در جهت مخالف (آخرین کندل رنگ مخالف آن) که بسته‌شدن بعدی ${w.faAbove} آن، آن را به بریکر تبدیل کرده است: در ۵۰ کندل پس از شکست ساختار ${w.faUp}، نخستین کندلی که پس از آن به بلاک برمی‌گردد ${w.faAbove} لبه دور آن بسته می‌شود. ناحیه: بلاک؛ بسته‌شدن ${w.faBelow} آن سیگنال را باطل می‌کند.`,
    }),
  },
};

const STRUCTURE_EN =
  ' Structure is read on each pivot level (coarsest first; the match carries the level): the broken swing lies within 100 candles of the break.';
const STRUCTURE_FA =
  ' ساختار روی هر سطح پیوت خوانده می‌شود (از درشت‌ترین؛ سیگنال همان سطح را دارد): سقف یا کف شکسته‌شده حداکثر ۱۰۰ کندل پیش از شکست است.';

/** The structure line: the broken swing and the breaking candle, named by the break's kind. */
const BREAK_POINTS = ['bos', 'choch'] as const;

const CHART_POINTS: Readonly<Record<IctRule, readonly string[]>> = {
  bos: ['broken', 'bos', 'start'],
  choch: ['broken', 'choch', 'start'],
  'fvg-return': ['c1', 'c3', 'broken', ...BREAK_POINTS, 'fill'],
  'order-block-return': ['obHigh', 'obLow', 'broken', ...BREAK_POINTS],
  'sweep-choch': ['liq1', 'liq2', 'sweep', 'broken', 'choch', 'start'],
  ote: ['broken', 'bos', 'start', 'end', 'ote62', 'ote705', 'ote79'],
  'breaker-retest': ['obHigh', 'obLow', 'broken', ...BREAK_POINTS, 'failed'],
};

const TAGS: Readonly<Record<IctRule, string>> = {
  bos: 'Break of structure',
  choch: 'Change of character',
  'fvg-return': 'Fair value gap',
  'order-block-return': 'Order block',
  'sweep-choch': 'Liquidity sweep',
  ote: 'Optimal trade entry 0.62–0.79',
  'breaker-retest': 'Breaker block',
};

const ZONE_RULES: ReadonlySet<IctRule> = new Set(['fvg-return', 'order-block-return', 'breaker-retest']);

function ict(rule: IctRule, side: IctSide): StrategyDefinition {
  const spec = RULE_TEXTS[rule];
  const text = spec.text(WORDS[side]);
  const name = spec.name(side);
  return defineStrategy({
    key: ictKey(rule, side),
    rule: defineIct(rule, side),
    name: name.en,
    fa_name: name.fa,
    group: 'ict',
    type: spec.type,
    category: `ict-${rule}`,
    access: ICT_ACCESS,
    validity: ICT_VALIDITY,
    has_pivot_type: true,
    has_passed_candle: true,
    has_distance: true,
    tags: [{ label: 'ICT', class: 'pattern', tooltip: TAGS[rule] }],
    descriptions: { en: text.en + STRUCTURE_EN, fa: text.fa + STRUCTURE_FA },
    // Zones are boxes on TradingView; a structure break is its broken level, drawn as a ray.
    tradingview: {
      indicator: '',
      value: '',
      shape: ZONE_RULES.has(rule) ? 'rectangle' : 'horizontal_ray',
      timeframeMapping: {},
    },
    chartPoints: CHART_POINTS[rule],
  });
}

/** Seven rules x bullish/bearish, in catalog order. */
export const ICT_STRATEGIES: readonly StrategyDefinition[] = (
  ['bos', 'choch', 'fvg-return', 'order-block-return', 'sweep-choch', 'ote', 'breaker-retest'] as const
).flatMap((rule) => (['bullish', 'bearish'] as const).map((side) => ict(rule, side)));
