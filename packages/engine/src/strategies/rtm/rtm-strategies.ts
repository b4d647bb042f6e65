import { toPersianDigits } from '@tradescope/domain';
import { PRO_ACCESS } from '../../catalog/access';
import type { StrategyKey } from '../../catalog/ids';
import { defineStrategy, type StrategyDefinition } from '../define-strategy';
import { defineRtm, type RtmSide, type RtmSignal } from './define-rtm';
import { CP_BARS, CP_RANGE_ATR, RETURN_GAP, RTM_REACH } from './rtm-walk';
import { BASE_BODY_MAX, LEG_BODY_ATR, LEG_BODY_MIN, MAX_BASE } from './rtm-zones';

/** Closed candles an RTM match stays listed after the return candle. */
export const RTM_VALIDITY = 10;

const percent = (share: number) => Math.round(share * 100);
/** A number in Persian digits with the Persian decimal separator. */
const fa = (n: number) => toPersianDigits(n).replace('.', '٫');

/** What a base and a zone are, stated once for every RTM description. */
const ZONE_EN =
  `A base is 1 to ${MAX_BASE} candles with bodies of at most ${percent(BASE_BODY_MAX)} % of their range, between a leg-in and a leg-out candle (bodies of at least ${percent(LEG_BODY_MIN)} % of their range and ${LEG_BODY_ATR} ATR(14)); ` +
  "the leg-out closes beyond the base's far side. The zone is the base's high-low range, fresh until price first returns to it (at most " +
  `${RTM_REACH} candles later). Fires on that first return, ${RETURN_GAP} or more candles after the leg-out, when the candle does not close beyond the zone's far edge; such a close later voids the match.`;
const ZONE_FA =
  `بیس ۱ تا ${fa(MAX_BASE)} کندل با بدنه حداکثر ${fa(percent(BASE_BODY_MAX))} درصد دامنه خود است، میان یک کندل ورود (leg-in) و یک کندل خروج (leg-out) که بدنه‌شان دست‌کم ${fa(percent(LEG_BODY_MIN))} درصد دامنه و ${fa(LEG_BODY_ATR)} ATR(14) است؛ ` +
  `کندل خروج آن سوی بیس بسته می‌شود. ناحیه، دامنه سقف تا کف بیس است و تا نخستین بازگشت قیمت (حداکثر ${fa(RTM_REACH)} کندل بعد) تازه می‌ماند. ` +
  `سیگنال در همان نخستین بازگشت، دست‌کم ${fa(RETURN_GAP)} کندل پس از کندل خروج، صادر می‌شود اگر کندل آن سوی لبه دور ناحیه بسته نشود؛ چنین بسته‌شدنی بعداً سیگنال را باطل می‌کند.`;

const SIDE = {
  bullish: { en: 'demand', fa: 'تقاضا', faSide: 'صعودی', enSide: 'Bullish' },
  bearish: { en: 'supply', fa: 'عرضه', faSide: 'نزولی', enSide: 'Bearish' },
} as const;

const VARIANTS: readonly {
  readonly signal: RtmSignal;
  readonly side: RtmSide;
  readonly name: string;
  readonly fa: string;
  readonly en: string;
  readonly faText: string;
}[] = [
  {
    signal: 'drop-base-rally',
    side: 'bullish',
    name: 'RTM drop-base-rally return',
    fa: 'بازگشت به دراپ-بیس-رالی (DBR)',
    en: 'First return to a fresh demand zone whose leg-in drops and whose leg-out rallies (a reversal base).',
    faText: 'نخستین بازگشت به ناحیه تقاضای تازه‌ای که کندل ورودش نزولی و کندل خروجش صعودی است (بیس بازگشتی).',
  },
  {
    signal: 'rally-base-drop',
    side: 'bearish',
    name: 'RTM rally-base-drop return',
    fa: 'بازگشت به رالی-بیس-دراپ (RBD)',
    en: 'First return to a fresh supply zone whose leg-in rallies and whose leg-out drops (a reversal base).',
    faText: 'نخستین بازگشت به ناحیه عرضه تازه‌ای که کندل ورودش صعودی و کندل خروجش نزولی است (بیس بازگشتی).',
  },
  {
    signal: 'rally-base-rally',
    side: 'bullish',
    name: 'RTM rally-base-rally return',
    fa: 'بازگشت به رالی-بیس-رالی (RBR)',
    en: 'First return to a fresh demand zone whose leg-in and leg-out both rally (a continuation base).',
    faText: 'نخستین بازگشت به ناحیه تقاضای تازه‌ای که کندل ورود و خروجش هر دو صعودی‌اند (بیس ادامه‌دهنده).',
  },
  {
    signal: 'drop-base-drop',
    side: 'bearish',
    name: 'RTM drop-base-drop return',
    fa: 'بازگشت به دراپ-بیس-دراپ (DBD)',
    en: 'First return to a fresh supply zone whose leg-in and leg-out both drop (a continuation base).',
    faText: 'نخستین بازگشت به ناحیه عرضه تازه‌ای که کندل ورود و خروجش هر دو نزولی‌اند (بیس ادامه‌دهنده).',
  },
  ...(['bullish', 'bearish'] as const).flatMap((side) => {
    const s = SIDE[side];
    const [base, faBase, swing, faSwing, beyond, faBeyond] =
      side === 'bullish'
        ? ['rally-base-rally', 'رالی-بیس-رالی', 'swing high', 'سقف', 'above', 'بالای']
        : ['drop-base-drop', 'دراپ-بیس-دراپ', 'swing low', 'کف', 'below', 'زیر'];
    return [
      {
        signal: 'flag-limit' as const,
        side,
        name: `RTM flag limit ${s.en} return`,
        fa: `بازگشت به فلگ لیمیت ${s.fa}`,
        en: `First return to a fresh flag limit: a ${base} ${s.en} zone whose leg-in closed ${beyond} the newest Minor ${swing} confirmed by then, the ${swing} lying inside the base (a broken level the price based on).`,
        faText: `نخستین بازگشت به فلگ لیمیت تازه: ناحیه ${s.fa} ${faBase} که کندل ورودش ${faBeyond} آخرین ${faSwing} Minor تأییدشده تا آن زمان بسته شده و آن ${faSwing} درون بیس است (سطح شکسته‌شده‌ای که قیمت روی آن بیس زده است).`,
      },
    ];
  }),
  ...(['bullish', 'bearish'] as const).map((side) => {
    const s = SIDE[side];
    const [step, faStep] = side === 'bullish' ? ['lower high', 'سقف پایین‌تر'] : ['higher low', 'کف بالاتر'];
    return {
      signal: 'compression' as const,
      side,
      name: `RTM compression into ${s.en}`,
      fa: `فشردگی (CP) به ناحیه ${s.fa}`,
      en: `First return to a fresh ${s.en} zone (any base) after a compression: each of the ${CP_BARS} candles before it has a range of at most ${CP_RANGE_ATR} ATR(14), a ${step} than the candle before and a range overlapping it.`,
      faText: `نخستین بازگشت به ناحیه ${s.fa} تازه (هر نوع بیس) پس از فشردگی: هر یک از ${fa(CP_BARS)} کندل پیش از آن دامنه‌ای حداکثر ${fa(CP_RANGE_ATR)} ATR(14) دارد، ${faStep} از کندل قبل دارد و دامنه‌اش با آن هم‌پوشانی دارد.`,
    };
  }),
  ...(['bullish', 'bearish'] as const).map((side) => {
    const s = SIDE[side];
    const o = SIDE[side === 'bullish' ? 'bearish' : 'bullish'];
    const [beyond, faBeyond, edge, faEdge] =
      side === 'bullish' ? ['above', 'بالای', 'top', 'سقف'] : ['below', 'زیر', 'bottom', 'کف'];
    return {
      signal: 'engulf' as const,
      side,
      name: `RTM engulfing ${s.en} return`,
      fa: `بازگشت به ناحیه ${s.fa} اینگالف`,
      en: `First return to a fresh ${s.en} zone (any base) whose leg-out closed ${beyond} the ${edge} of the newest ${o.en} zone formed before its base and not yet closed beyond (the opposing zone engulfed).`,
      faText: `نخستین بازگشت به ناحیه ${s.fa} تازه (هر نوع بیس) که کندل خروجش ${faBeyond} ${faEdge} آخرین ناحیه ${o.fa} ساخته‌شده پیش از بیس آن بسته شده که تا آن زمان شکسته نشده بود (ناحیه مخالف اینگالف شده).`,
    };
  }),
];

/** Catalog key of one RTM strategy: the base (`rtm.drop-base-rally`) or the kind and side (`rtm.flag-limit-bullish`). */
export const rtmKey = (signal: RtmSignal, side: RtmSide): StrategyKey =>
  (signal.includes('base') ? `rtm.${signal}` : `rtm.${signal}-${side}`) as StrategyKey;

/** The four bases, flag limit, compression and engulf (bullish and bearish), in catalog order. */
export const RTM_STRATEGIES: readonly StrategyDefinition[] = VARIANTS.map((v) =>
  defineStrategy({
    key: rtmKey(v.signal, v.side),
    rule: defineRtm(v.signal, v.side),
    name: v.name,
    fa_name: v.fa,
    group: 'rtm',
    type: 'reentry',
    category: `rtm-${v.signal.includes('base') ? 'base' : v.signal}`,
    access: PRO_ACCESS,
    validity: RTM_VALIDITY,
    has_pivot_type: true,
    has_passed_candle: true,
    has_distance: true,
    tags: [{ label: 'RTM', class: 'pattern', tooltip: 'Read the market: supply and demand bases' }],
    descriptions: { en: `${v.en} ${ZONE_EN}`, fa: `${v.faText} ${ZONE_FA}` },
    tradingview: {
      indicator: '',
      value: '',
      shape: v.side === 'bullish' ? 'arrow_up' : 'arrow_down',
      timeframeMapping: {},
    },
    chartPoints: ['legIn', 'base', 'legOut', 'zoneTop', 'zoneBottom'],
  }),
);
