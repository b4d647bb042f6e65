import { PRO_ACCESS } from '../../catalog/access';
import type { StrategyKey } from '../../catalog/ids';
import { defineStrategy, type StrategyDefinition } from '../define-strategy';
import { defineQm, QM_POINTS, type QmSignal } from './define-qm';
import type { QmSide } from './qm-rules';
import { QM_RETEST_BARS } from './qm-walk';

/** Closed candles a completed QM stays listed: as long as its retest may come. */
export const QM_PATTERN_VALIDITY = QM_RETEST_BARS;
/** Closed candles a retest stays listed. */
export const QM_RETEST_VALIDITY = 10;

const PATTERN_EN: Readonly<Record<QmSide, string>> = {
  bearish:
    'Four alternating swing pivots of one level: a high (the left shoulder), a low, a higher high (the head), then a lower low, with a candle closing below that low after the head.',
  bullish:
    'Four alternating swing pivots of one level: a low (the left shoulder), a high, a lower low (the head), then a higher high, with a candle closing above that high after the head.',
};
const PATTERN_FA: Readonly<Record<QmSide, string>> = {
  bearish:
    'چهار پیوت متناوب از یک سطح: یک سقف (شانه چپ)، یک کف، یک سقف بالاتر (سر) و سپس یک کف پایین‌تر، به طوری که پس از سر کندلی زیر آن کف بسته شود.',
  bullish:
    'چهار پیوت متناوب از یک سطح: یک کف (شانه چپ)، یک سقف، یک کف پایین‌تر (سر) و سپس یک سقف بالاتر، به طوری که پس از سر کندلی بالای آن سقف بسته شود.',
};
const ZONE_EN: Readonly<Record<QmSide, string>> = {
  bearish:
    "The zone is the left shoulder's high down 0.25 ATR(14); a sell is expected there, a close above the head voids the match, and the target is the lower low.",
  bullish:
    "The zone is the left shoulder's low up 0.25 ATR(14); a buy is expected there, a close below the head voids the match, and the target is the higher high.",
};
const ZONE_FA: Readonly<Record<QmSide, string>> = {
  bearish:
    'ناحیه از سقف شانه چپ تا ۰٫۲۵ ATR(14) پایین‌تر است؛ در آن انتظار فروش می‌رود، بسته شدن بالای سر الگو را باطل می‌کند و هدف، کف پایین‌تر است.',
  bullish:
    'ناحیه از کف شانه چپ تا ۰٫۲۵ ATR(14) بالاتر است؛ در آن انتظار خرید می‌رود، بسته شدن زیر سر الگو را باطل می‌کند و هدف، سقف بالاتر است.',
};

const VARIANTS: readonly {
  readonly signal: QmSignal;
  readonly side: QmSide;
  readonly name: string;
  readonly fa: string;
  readonly en: string;
  readonly faText: string;
}[] = (['pattern', 'over-under', 'retest'] as const).flatMap((signal) =>
  (['bullish', 'bearish'] as const).map((side) => {
    const [extreme, faExtreme] = side === 'bearish' ? ['high', 'سقف'] : ['low', 'کف'];
    const texts: Record<QmSignal, { name: string; fa: string; en: string; faText: string }> = {
      pattern: {
        name: `${side === 'bullish' ? 'Bullish' : 'Bearish'} Quasimodo`,
        fa: `کوازیمودو ${side === 'bullish' ? 'صعودی' : 'نزولی'}`,
        en: `${PATTERN_EN[side]} Fires on the candle confirming the last pivot, with that level as pivot type.`,
        faText: `${PATTERN_FA[side]} سیگنال روی کندلی صادر می‌شود که آخرین پیوت را تأیید می‌کند و همان سطح را به عنوان نوع پیوت دارد.`,
      },
      'over-under': {
        name: `${side === 'bullish' ? 'Bullish' : 'Bearish'} Quasimodo over-and-under`,
        fa: `کوازیمودو اوور اند آندر ${side === 'bullish' ? 'صعودی' : 'نزولی'}`,
        en: `${PATTERN_EN[side]} Both breaks are closes: on the way to the head a candle also closed ${side === 'bearish' ? 'above' : 'below'} the left shoulder. Fires on the candle confirming the last pivot, with that level as pivot type.`,
        faText: `${PATTERN_FA[side]} هر دو شکست با بسته شدن است: در مسیر رسیدن به سر، کندلی ${side === 'bearish' ? 'بالای' : 'زیر'} شانه چپ هم بسته شده است. سیگنال روی کندلی صادر می‌شود که آخرین پیوت را تأیید می‌کند و همان سطح را به عنوان نوع پیوت دارد.`,
      },
      retest: {
        name: `${side === 'bullish' ? 'Bullish' : 'Bearish'} Quasimodo retest`,
        fa: `پولبک کوازیمودو ${side === 'bullish' ? 'صعودی' : 'نزولی'}`,
        en: `Within ${QM_RETEST_BARS} candles of a completed ${side} Quasimodo (${PATTERN_EN[side].charAt(0).toLowerCase()}${PATTERN_EN[side].slice(1, -1)}), the first candle whose ${side === 'bearish' ? 'high reaches' : 'low reaches'} the zone at the left shoulder's ${extreme} closes ${side === 'bearish' ? 'below the top' : 'above the bottom'} of the zone.`,
        faText: `تا ${QM_RETEST_BARS} کندل پس از کامل شدن کوازیمودوی ${side === 'bullish' ? 'صعودی' : 'نزولی'} (${PATTERN_FA[side].slice(0, -1)})، نخستین کندلی که به ناحیه ${faExtreme} شانه چپ می‌رسد ${side === 'bearish' ? 'زیر لبه بالای' : 'بالای لبه پایین'} ناحیه بسته می‌شود.`,
      },
    };
    return { signal, side, ...texts[signal] };
  }),
);

/** Catalog key of one QM strategy, e.g. `qm.over-under-bearish`. */
export const qmKey = (signal: QmSignal, side: QmSide): StrategyKey => `qm.${signal}-${side}` as StrategyKey;

/** Pattern, over-and-under and retest, bullish and bearish, in catalog order. */
export const QM_STRATEGIES: readonly StrategyDefinition[] = VARIANTS.map((v) =>
  defineStrategy({
    key: qmKey(v.signal, v.side),
    rule: defineQm(v.signal, v.side),
    name: v.name,
    fa_name: v.fa,
    group: 'qm',
    type: v.signal === 'retest' ? 'retest' : 'pattern',
    category: `qm-${v.signal}`,
    access: PRO_ACCESS,
    validity: v.signal === 'retest' ? QM_RETEST_VALIDITY : QM_PATTERN_VALIDITY,
    has_pivot_type: true,
    has_passed_candle: true,
    has_distance: true,
    tags: [
      { label: 'QM', class: 'pattern', tooltip: 'Quasimodo: a higher high then a lower low (or the mirror)' },
    ],
    descriptions: {
      en: `${v.en} ${ZONE_EN[v.side]}`,
      fa: `${v.faText} ${ZONE_FA[v.side]}`,
    },
    tradingview: {
      indicator: '',
      value: '',
      shape: v.side === 'bullish' ? 'arrow_up' : 'arrow_down',
      timeframeMapping: {},
    },
    chartPoints: [...QM_POINTS[v.side], 'zoneTop', 'zoneBottom'],
  }),
);
