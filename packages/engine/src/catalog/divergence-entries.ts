import { minCapOf, PRO_ACCESS, UNLOCKED } from './access';
import { DIVERGENCE_IDS } from './ids';
import type { CatalogStrategy } from './types';

/** Closed candles a divergence match stays listed after the candle confirming its second pivot. */
export const DIVERGENCE_VALIDITY = 20;

type DivergenceKey = keyof typeof DIVERGENCE_IDS;

/** The oscillators compared with price, as the catalog names them. */
const OSCILLATORS = [
  { name: 'rsi', en: 'RSI', fa: 'RSI', study: 'Relative Strength Index', inputs: '14' },
  { name: 'macd-histogram', en: 'MACD histogram', fa: 'هیستوگرام مکدی', study: 'MACD', inputs: '12, 26, 9' },
  { name: 'stochastic', en: 'Stochastic', fa: 'استوکاستیک', study: 'Stochastic', inputs: '14, 3, 3' },
  { name: 'cci', en: 'CCI', fa: 'CCI', study: 'Commodity Channel Index', inputs: '20' },
  { name: 'mfi', en: 'MFI', fa: 'MFI', study: 'Money Flow Index', inputs: '14' },
  { name: 'obv', en: 'OBV', fa: 'OBV', study: 'On Balance Volume', inputs: '' },
] as const;

type Oscillator = (typeof OSCILLATORS)[number];

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

function divergenceEntry(osc: Oscillator, variant: Variant): CatalogStrategy {
  const key = `divergence.${osc.name}.${variant.kind}.${variant.side}` as DivergenceKey;
  const buy = variant.side === 'bullish';
  return {
    id: DIVERGENCE_IDS[key],
    key,
    name: `${NAMES[variant.kind].en} ${NAMES[variant.side].en} ${osc.en} divergence`,
    fa_name: `واگرایی ${NAMES[variant.kind].fa} ${NAMES[variant.side].fa} ${osc.fa}`,
    group: 'divergence',
    type: 'divergence',
    category: `divergence-${osc.name}`,
    access: PRO_ACCESS,
    position: buy ? 'buy' : 'sell',
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
    image: null,
    descriptions: {
      en: variant.en.replace('{osc}', osc.en) + PAIRING_EN,
      fa: variant.fa.replace('{osc}', osc.fa) + PAIRING_FA,
    },
    lock: UNLOCKED,
    minCap: minCapOf(PRO_ACCESS),
    tradingview: { indicator: osc.study, value: osc.inputs, shape: 'trend_line', timeframeMapping: {} },
    chartPoints: ['p1', 'p2', 'o1', 'o2', 'signal'],
  };
}

/** Six oscillators x regular/hidden x bullish/bearish. */
export const DIVERGENCE_ENTRIES: readonly CatalogStrategy[] = OSCILLATORS.flatMap((osc) =>
  VARIANTS.map((variant) => divergenceEntry(osc, variant)),
);
