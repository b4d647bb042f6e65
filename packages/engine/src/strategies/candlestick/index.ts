import { CANDLESTICK_PATTERNS, type CandlestickPattern } from '../../candlesticks';
import type { Detection } from '../types';
import { defineCandlestick } from './define-candlestick';

export { EXTREME_BARS, TREND_BARS } from './pattern-context';

/** The sides a pattern is traded: its own, or both for two-sided and indecision patterns. */
export const positionsOf = (pattern: Pick<CandlestickPattern, 'direction'>): readonly ('buy' | 'sell')[] => {
  if (pattern.direction === 'bullish') return ['buy'];
  if (pattern.direction === 'bearish') return ['sell'];
  return ['buy', 'sell'];
};

/** Catalog key of one candlestick strategy, e.g. `candlestick.engulfing.buy`. */
export const candlestickKey = (pattern: string, position: string): string =>
  `candlestick.${pattern}.${position}`;

/** One detector per pattern and side, built from CANDLESTICK_PATTERNS, by catalog key. */
export const CANDLESTICK_DETECTIONS: Readonly<Record<string, Detection>> = Object.fromEntries(
  CANDLESTICK_PATTERNS.flatMap((pattern) =>
    positionsOf(pattern).map((position) => [
      candlestickKey(pattern.name, position),
      defineCandlestick(pattern, position),
    ]),
  ),
);
