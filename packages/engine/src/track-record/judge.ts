import type { Position } from '../strategies';

/** How a signal ended after its validity window (README "Definitions"). */
export type TradeOutcome = 'win' | 'loss' | 'expired';

/** The candles a trade is judged on: ranges for the target, closes for the invalidation (as the scanner voids). */
export interface PriceColumns {
  readonly high: ArrayLike<number>;
  readonly low: ArrayLike<number>;
  readonly close: ArrayLike<number>;
}

/** +1 for a buy, −1 for a sell: the sign of a move in the signal's favour. */
export const sideOf = (position: Position): 1 | -1 => (position === 'sell' ? -1 : 1);

/**
 * The outcome of an entry on the close of bar `entry`, judged on bars entry+1 … entry+validity: a win when a candle's
 * range reaches `target` before a close beyond `invalidation` (the close that turns a match `invalidated`), a loss on
 * the reverse, expired when neither happens. A candle that reaches the target and closes beyond the invalidation is a
 * loss: within one candle the order is unknown, and the record must not flatter the signal. The caller makes sure the
 * window's bars exist.
 */
export function judgeTrade(
  columns: PriceColumns,
  entry: number,
  side: 1 | -1,
  target: number,
  invalidation: number,
  validity: number,
): TradeOutcome {
  const { high, low, close } = columns;
  for (let bar = entry + 1; bar <= entry + validity; bar++) {
    if (side === 1 ? close[bar]! < invalidation : close[bar]! > invalidation) return 'loss';
    if (side === 1 ? high[bar]! >= target : low[bar]! <= target) return 'win';
  }
  return 'expired';
}

/** The return of an entry on the close of bar `entry` after `horizon` candles, in the signal's direction, as a fraction. */
export const forwardReturn = (
  close: ArrayLike<number>,
  entry: number,
  horizon: number,
  side: 1 | -1,
): number => (side * (close[entry + horizon]! - close[entry]!)) / close[entry]!;
