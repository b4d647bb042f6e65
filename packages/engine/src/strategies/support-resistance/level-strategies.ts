import { PRO_ACCESS } from '../../catalog/access';
import type { StrategyKey } from '../../catalog/ids';
import { defineStrategy, type StrategyDefinition } from '../define-strategy';
import { TOUCH_POINTS } from '../lines/line-signal';
import { defineLevel, type LevelSide, type LevelSignal } from './define-level';

/** Closed candles a support / resistance match stays listed after its signal candle. */
export const LEVEL_VALIDITY = 10;

const LEVEL_EN =
  ' A level is the mean of at least 3 Minor-or-higher swing highs and lows within 250 candles and 0.25 ATR(14) of each other; its role (support or resistance) is its newest touch. Strength counts each touch by its pivot level (Minor 1, MidMajor 2, Major 3) plus 1 per 50 candles of age.';
const LEVEL_FA =
  ' سطح، میانگین دست‌کم ۳ سقف و کف (پیوت Minor یا بالاتر) در ۲۵۰ کندل اخیر است که در فاصله ۰٫۲۵ ATR(14) از هم هستند؛ نقش آن (حمایت یا مقاومت) را آخرین برخورد تعیین می‌کند. قدرت سطح: هر برخورد به وزن سطح پیوتش (Minor ۱، MidMajor ۲، Major ۳) به‌اضافه ۱ به ازای هر ۵۰ کندل عمر.';

const VARIANTS: readonly {
  readonly signal: LevelSignal;
  readonly side: LevelSide;
  readonly name: string;
  readonly fa: string;
  readonly en: string;
  readonly faText: string;
}[] = [
  {
    signal: 'breakout',
    side: 'bullish',
    name: 'Resistance breakout',
    fa: 'شکست مقاومت',
    en: 'A candle closes above a resistance level, the first close above it since its newest touch (within 100 candles of it).',
    faText:
      'کندلی بالای سطح مقاومت بسته می‌شود؛ نخستین بسته‌شدن بالای آن از آخرین برخورد (تا ۱۰۰ کندل پس از آن).',
  },
  {
    signal: 'breakout',
    side: 'bearish',
    name: 'Support breakdown',
    fa: 'شکست حمایت',
    en: 'A candle closes below a support level, the first close below it since its newest touch (within 100 candles of it).',
    faText: 'کندلی زیر سطح حمایت بسته می‌شود؛ نخستین بسته‌شدن زیر آن از آخرین برخورد (تا ۱۰۰ کندل پس از آن).',
  },
  {
    signal: 'role-flip',
    side: 'bullish',
    name: 'Resistance turned support',
    fa: 'تبدیل مقاومت به حمایت',
    en: "Within 10 candles of a resistance breakout, once a candle has stood wholly above the level's zone (±0.25 ATR), the first candle back into the zone closes above the level: the old resistance holds as support.",
    faText:
      'در ۱۰ کندل پس از شکست مقاومت، پس از آنکه کندلی کاملاً بالای محدوده سطح (±۰٫۲۵ ATR) قرار گرفت، نخستین کندلی که به محدوده برمی‌گردد بالای سطح بسته می‌شود: مقاومت قبلی حمایت شده است.',
  },
  {
    signal: 'role-flip',
    side: 'bearish',
    name: 'Support turned resistance',
    fa: 'تبدیل حمایت به مقاومت',
    en: "Within 10 candles of a support breakdown, once a candle has stood wholly below the level's zone (±0.25 ATR), the first candle back into the zone closes below the level: the old support holds as resistance.",
    faText:
      'در ۱۰ کندل پس از شکست حمایت، پس از آنکه کندلی کاملاً زیر محدوده سطح (±۰٫۲۵ ATR) قرار گرفت، نخستین کندلی که به محدوده برمی‌گردد زیر سطح بسته می‌شود: حمایت قبلی مقاومت شده است.',
  },
  {
    signal: 'bounce',
    side: 'bullish',
    name: 'Bounce at strong support',
    fa: 'برگشت از حمایت قوی',
    en: 'A swing low on a support level of strength 6 or more is confirmed while no close has crossed the level since.',
    faText: 'کفی روی سطح حمایت با قدرت ۶ یا بیشتر تأیید می‌شود و از آن پس هیچ کندلی زیر سطح بسته نشده است.',
  },
  {
    signal: 'bounce',
    side: 'bearish',
    name: 'Rejection at strong resistance',
    fa: 'برگشت از مقاومت قوی',
    en: 'A swing high on a resistance level of strength 6 or more is confirmed while no close has crossed the level since.',
    faText:
      'سقفی روی سطح مقاومت با قدرت ۶ یا بیشتر تأیید می‌شود و از آن پس هیچ کندلی بالای سطح بسته نشده است.',
  },
];

/** Catalog key of one support / resistance strategy, e.g. `support-resistance.role-flip-bullish`. */
export const levelKey = (signal: LevelSignal, side: LevelSide): StrategyKey =>
  `support-resistance.${signal}-${side}` as StrategyKey;

/** Breakout, role flip and bounce, bullish and bearish, in catalog order. */
export const SUPPORT_RESISTANCE_STRATEGIES: readonly StrategyDefinition[] = VARIANTS.map((v) =>
  defineStrategy({
    key: levelKey(v.signal, v.side),
    rule: defineLevel(v.signal, v.side),
    name: v.name,
    fa_name: v.fa,
    group: 'support-resistance',
    type: v.signal === 'breakout' ? 'breakout' : v.signal === 'role-flip' ? 'retest' : 'bounce',
    category: `support-resistance-${v.signal}`,
    access: PRO_ACCESS,
    validity: LEVEL_VALIDITY,
    has_pivot_type: true,
    has_passed_candle: true,
    has_distance: true,
    tags: [
      { label: 'S/R', class: 'pattern', tooltip: 'Horizontal level from 3 or more pivot highs and lows' },
    ],
    descriptions: { en: v.en + LEVEL_EN, fa: v.faText + LEVEL_FA },
    tradingview: { indicator: '', value: '', shape: 'horizontal_line', timeframeMapping: {} },
    chartPoints: [...TOUCH_POINTS, 'level', 'end', 'strength'],
  }),
);
