import { CANDLESTICK_PATTERNS, type CandlestickPattern } from '../../candlesticks';
import { PRO_ACCESS } from '../../catalog/access';
import type { StrategyKey } from '../../catalog/ids';
import { defineStrategy, type StrategyDefinition } from '../define-strategy';
import { defineCandlestick } from './define-candlestick';

/** Closed candles a candlestick match stays listed: a pattern speaks for the next few candles only. */
export const CANDLESTICK_VALIDITY = 5;

type Side = 'buy' | 'sell';

/** The sides a pattern is traded: its own, or both for two-sided and indecision patterns. */
export const positionsOf = (pattern: Pick<CandlestickPattern, 'direction'>): readonly Side[] => {
  if (pattern.direction === 'bullish') return ['buy'];
  if (pattern.direction === 'bearish') return ['sell'];
  return ['buy', 'sell'];
};

/** Catalog key of one candlestick strategy, e.g. `candlestick.engulfing.buy`. */
export const candlestickKey = (pattern: string, position: string): StrategyKey =>
  `candlestick.${pattern}.${position}` as StrategyKey;

/** Name suffixes telling the two strategies of one pattern apart. */
function suffix(pattern: CandlestickPattern, side: Side): { en: string; fa: string } {
  if (pattern.direction === 'neutral')
    return side === 'buy' ? { en: ' at a low', fa: ' در کف' } : { en: ' at a high', fa: ' در سقف' };
  if (pattern.direction === 'both')
    return side === 'buy' ? { en: ' (bullish)', fa: ' صعودی' } : { en: ' (bearish)', fa: ' نزولی' };
  return { en: '', fa: '' };
}

/** The prior trend a pattern needs (strategies/candlestick/pattern-context.ts), in words. */
const MOVE_EN = '(more than one ATR(14) over the 10 candles before it)';
const MOVE_FA = '(بیش از یک ATR(14) در 10 کندل پیش از آن)';

/** Where the pattern must stand, in words. */
function setting(pattern: CandlestickPattern, side: Side): { en: string; fa: string } {
  if (pattern.kind === 'continuation') {
    return side === 'buy'
      ? {
          en: `during a rise ${MOVE_EN}: the uptrend is likely to continue.`,
          fa: `در جریان یک افزایش قیمت ${MOVE_FA}: ادامه روند صعودی محتمل است.`,
        }
      : {
          en: `during a decline ${MOVE_EN}: the downtrend is likely to continue.`,
          fa: `در جریان یک کاهش قیمت ${MOVE_FA}: ادامه روند نزولی محتمل است.`,
        };
  }
  const what =
    pattern.kind === 'indecision'
      ? { buy: 'a possible bottom', sell: 'a possible top' }
      : { buy: 'a bullish reversal', sell: 'a bearish reversal' };
  const whatFa =
    pattern.kind === 'indecision'
      ? { buy: 'احتمال تشکیل کف', sell: 'احتمال تشکیل سقف' }
      : { buy: 'نشانه بازگشت صعودی', sell: 'نشانه بازگشت نزولی' };
  return side === 'buy'
    ? {
        en: `after a decline ${MOVE_EN}, holding the lowest low of the last 10 candles: ${what.buy}.`,
        fa: `پس از یک کاهش قیمت ${MOVE_FA} و در پایین‌ترین کف 10 کندل اخیر: ${whatFa.buy}.`,
      }
    : {
        en: `after a rise ${MOVE_EN}, holding the highest high of the last 10 candles: ${what.sell}.`,
        fa: `پس از یک افزایش قیمت ${MOVE_FA} و در بالاترین سقف 10 کندل اخیر: ${whatFa.sell}.`,
      };
}

const KIND_TAGS = {
  reversal: { label: 'Reversal', class: 'reversal', tooltip: 'A reversal pattern' },
  continuation: { label: 'Continuation', class: 'continuation', tooltip: 'A continuation pattern' },
  indecision: { label: 'Indecision', class: 'indecision', tooltip: 'An indecision candle' },
} as const;

function candlestick(pattern: CandlestickPattern, side: Side): StrategyDefinition {
  const name = suffix(pattern, side);
  const where = setting(pattern, side);
  return defineStrategy({
    key: candlestickKey(pattern.name, side),
    rule: defineCandlestick(pattern, side),
    name: `${pattern.en}${name.en}`,
    fa_name: `${pattern.fa}${name.fa}`,
    group: 'candlestick',
    type: 'pattern',
    category: `candlestick-${pattern.kind}`,
    access: PRO_ACCESS,
    validity: CANDLESTICK_VALIDITY,
    has_pivot_type: true,
    has_passed_candle: true,
    has_distance: true,
    tags: [
      KIND_TAGS[pattern.kind],
      { label: `${pattern.candles} candles`, class: 'candles', tooltip: `TA-Lib ${pattern.taLib}` },
    ],
    descriptions: {
      en: `${pattern.en} (TA-Lib ${pattern.taLib}) ${where.en}`,
      fa: `الگوی ${pattern.fa} (TA-Lib ${pattern.taLib}) ${where.fa}`,
    },
    tradingview: {
      indicator: 'Candlestick patterns',
      value: pattern.taLib,
      shape: side === 'buy' ? 'arrow_up' : 'arrow_down',
      timeframeMapping: {},
    },
    chartPoints: ['start', 'extreme', 'signal'],
  });
}

/** One strategy per TA-Lib pattern and side traded, in catalog order. */
export const CANDLESTICK_STRATEGIES: readonly StrategyDefinition[] = CANDLESTICK_PATTERNS.flatMap((pattern) =>
  positionsOf(pattern).map((side) => candlestick(pattern, side)),
);
