import { PRO_ACCESS } from '../../catalog/access';
import type { StrategyKey } from '../../catalog/ids';
import { defineStrategy, type StrategyDefinition } from '../define-strategy';
import { TOUCH_POINTS } from '../lines/line-signal';
import { defineTrendline, type TrendlineSide, type TrendlineSignal } from './define-trendline';

/** Closed candles a trendline match stays listed after its signal candle. */
export const TRENDLINE_VALIDITY = 10;

const LINE_EN =
  ' A trendline joins at least 3 swing pivots of one level (each within 0.25 ATR(14) of it) with no close beyond it from the first touch to the last; the match carries that level.';
const LINE_FA =
  ' خط روند دست‌کم از ۳ پیوت یک سطح می‌گذرد (هر کدام در فاصله ۰٫۲۵ ATR(14) از خط) و از اولین تا آخرین برخورد هیچ بسته‌شدنی آن سوی خط نیست؛ سیگنال همان سطح پیوت را دارد.';

/** Names and texts per signal kind and side. */
const VARIANTS: readonly {
  readonly signal: TrendlineSignal;
  readonly side: TrendlineSide;
  readonly name: string;
  readonly fa: string;
  readonly en: string;
  readonly faText: string;
}[] = [
  {
    signal: 'break',
    side: 'bullish',
    name: 'Trendline breakout up',
    fa: 'شکست صعودی خط روند',
    en: 'A candle closes above a resistance trendline (through swing highs) for the first time since its first touch.',
    faText: 'کندلی برای نخستین بار از اولین برخورد، بالای خط روند مقاومت (گذرنده از سقف‌ها) بسته می‌شود.',
  },
  {
    signal: 'break',
    side: 'bearish',
    name: 'Trendline breakdown',
    fa: 'شکست نزولی خط روند',
    en: 'A candle closes below a support trendline (through swing lows) for the first time since its first touch.',
    faText: 'کندلی برای نخستین بار از اولین برخورد، زیر خط روند حمایت (گذرنده از کف‌ها) بسته می‌شود.',
  },
  {
    signal: 'retest',
    side: 'bullish',
    name: 'Trendline retest after breakout',
    fa: 'پولبک به خط روند پس از شکست صعودی',
    en: "Within 10 candles of a close above a resistance trendline, once a candle has stood wholly above the line's zone (±0.25 ATR), the first candle back into the zone closes above the line.",
    faText:
      'در ۱۰ کندل پس از بسته‌شدن بالای خط روند مقاومت، پس از آنکه کندلی کاملاً بالای محدوده خط (±۰٫۲۵ ATR) قرار گرفت، نخستین کندلی که به محدوده برمی‌گردد بالای خط بسته می‌شود.',
  },
  {
    signal: 'retest',
    side: 'bearish',
    name: 'Trendline retest after breakdown',
    fa: 'پولبک به خط روند پس از شکست نزولی',
    en: "Within 10 candles of a close below a support trendline, once a candle has stood wholly below the line's zone (±0.25 ATR), the first candle back into the zone closes below the line.",
    faText:
      'در ۱۰ کندل پس از بسته‌شدن زیر خط روند حمایت، پس از آنکه کندلی کاملاً زیر محدوده خط (±۰٫۲۵ ATR) قرار گرفت، نخستین کندلی که به محدوده برمی‌گردد زیر خط بسته می‌شود.',
  },
  {
    signal: 'bounce',
    side: 'bullish',
    name: 'Bounce at support trendline',
    fa: 'برگشت از خط روند حمایت',
    en: 'A swing low on a support trendline is confirmed as its third (or later) touch while no close has crossed the line.',
    faText:
      'کفی روی خط روند حمایت به عنوان سومین برخورد (یا بیشتر) تأیید می‌شود و هیچ کندلی زیر خط بسته نشده است.',
  },
  {
    signal: 'bounce',
    side: 'bearish',
    name: 'Rejection at resistance trendline',
    fa: 'برگشت از خط روند مقاومت',
    en: 'A swing high on a resistance trendline is confirmed as its third (or later) touch while no close has crossed the line.',
    faText:
      'سقفی روی خط روند مقاومت به عنوان سومین برخورد (یا بیشتر) تأیید می‌شود و هیچ کندلی بالای خط بسته نشده است.',
  },
  {
    signal: 'channel-break',
    side: 'bullish',
    name: 'Channel breakout up',
    fa: 'شکست صعودی کانال',
    en: 'A candle closes above the upper line of a channel: a support trendline and its parallel through at least 2 swing highs.',
    faText: 'کندلی بالای خط بالایی کانال بسته می‌شود: خط روند حمایت و موازی آن که از دست‌کم ۲ سقف می‌گذرد.',
  },
  {
    signal: 'channel-break',
    side: 'bearish',
    name: 'Channel breakdown',
    fa: 'شکست نزولی کانال',
    en: 'A candle closes below the lower line of a channel: a resistance trendline and its parallel through at least 2 swing lows.',
    faText: 'کندلی زیر خط پایینی کانال بسته می‌شود: خط روند مقاومت و موازی آن که از دست‌کم ۲ کف می‌گذرد.',
  },
];

/** Catalog key of one trendline strategy, e.g. `trendline.break-bullish`. */
export const trendlineKey = (signal: TrendlineSignal, side: TrendlineSide): StrategyKey =>
  `trendline.${signal}-${side}` as StrategyKey;

/** Break, retest, bounce and channel break, bullish and bearish, in catalog order. */
export const TRENDLINE_STRATEGIES: readonly StrategyDefinition[] = VARIANTS.map((v) =>
  defineStrategy({
    key: trendlineKey(v.signal, v.side),
    rule: defineTrendline(v.signal, v.side),
    name: v.name,
    fa_name: v.fa,
    group: 'trendline',
    type: v.signal === 'bounce' ? 'bounce' : v.signal === 'retest' ? 'retest' : 'breakout',
    category: `trendline-${v.signal}`,
    access: PRO_ACCESS,
    validity: TRENDLINE_VALIDITY,
    has_pivot_type: true,
    has_passed_candle: true,
    has_distance: true,
    tags: [{ label: 'Trendline', class: 'pattern', tooltip: 'Line through 3 or more pivots of one level' }],
    descriptions: { en: v.en + LINE_EN, fa: v.faText + LINE_FA },
    tradingview: { indicator: '', value: '', shape: 'trend_line', timeframeMapping: {} },
    chartPoints: [
      ...TOUCH_POINTS,
      'start',
      'end',
      ...(v.signal === 'channel-break' ? ['parallelStart', 'parallelEnd'] : []),
    ],
  }),
);
