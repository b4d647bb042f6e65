import type { CandlestickPattern } from '../../candlesticks';
import type { StrategyContext } from '../context';
import { extremeBar } from '../signal-rules';

/**
 * A reversal needs a move to reverse, a continuation a move to continue (Nison, "Japanese Candlestick
 * Charting Techniques", ch. 4): the close before the pattern against the close 10 bars earlier gives
 * the prior trend, and it counts only if it moved more than one ATR(14), so drift is not a trend.
 */
export const TREND_BARS = 10;
export const TREND_ATR = 1;

/** ATR(14) is written from bar 14 (TA-Lib), so the first trend is read on the bar before a pattern at 15. */
export const ATR_FIRST = 14;

/** A bottom (top) pattern must hold the lowest low (highest high) of the last 10 bars: a swing low in the making. */
export const EXTREME_BARS = 10;

/** What a pattern needs around it to mean something, by its kind and the side traded. */
export const PATTERN_SETTINGS = {
  /** after a decline, at a swing low (buy) / after a rise, at a swing high (sell) */
  reversal: 'reversal',
  /** with the trend: after a rise (buy) / after a decline (sell) */
  continuation: 'continuation',
} as const;
export type PatternSetting = (typeof PATTERN_SETTINGS)[keyof typeof PATTERN_SETTINGS];

/** Indecision candles read as reversal warnings at an extreme; continuation patterns need the trend. */
export const settingOf = (pattern: Pick<CandlestickPattern, 'kind'>): PatternSetting =>
  pattern.kind === 'continuation' ? 'continuation' : 'reversal';

/** First bar of the pattern's candles ending at i. */
export const patternStart = (pattern: Pick<CandlestickPattern, 'candles'>, i: number): number =>
  i - pattern.candles + 1;

/** Whether the candles around bar i give the pattern its meaning for a buy or a sell. */
export function fitsSetting(
  context: StrategyContext,
  atr: Float64Array,
  pattern: Pick<CandlestickPattern, 'candles'>,
  setting: PatternSetting,
  position: 'buy' | 'sell',
  i: number,
): boolean {
  const start = patternStart(pattern, i);
  const before = start - 1 - TREND_BARS;
  if (before < 0) return false;
  const close = context.close;
  const move = close[start - 1]! - close[before]!;
  const threshold = TREND_ATR * atr[start - 1]!;
  // NaN (ATR still warming up) makes both false: no trend, no signal.
  const rose = move > threshold;
  const fell = move < -threshold;
  if (setting === 'continuation') return position === 'buy' ? rose : fell;
  if (position === 'buy' ? !fell : !rose) return false;
  const extreme = extremeBar(context, position === 'buy' ? 'low' : 'high', i - EXTREME_BARS + 1, i);
  return extreme >= start;
}
