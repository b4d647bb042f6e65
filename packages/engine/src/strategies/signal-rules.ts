import type { PivotKind } from '../pivots';
import type { StrategyContext } from './context';

/**
 * Differences within this fraction of the values' size are rounding, not a move: on flat stretches two
 * lines that are equal in exact arithmetic differ in the last bits, and would otherwise "cross" there.
 */
export const ROUNDING = 1e-9;

/**
 * The size of a bounded oscillator's values (0–100): its rounding is relative to that, not to the
 * values compared, which vanish near 0 (StochRSI %K at −3.8e-14 against %D at −9.6e-14 is a tie).
 */
export const OSCILLATOR_SCALE = 100;

/** x above y by more than rounding (NaN: false); `scale`: the size of the quantity, if it is fixed. */
export const exceeds = (x: number, y: number, scale = 0): boolean =>
  x - y > ROUNDING * (Math.abs(x) + Math.abs(y) + scale);

/** x at most y, rounding counted as equal (NaN: false). */
export const atMost = (x: number, y: number, scale = 0): boolean =>
  x - y <= ROUNDING * (Math.abs(x) + Math.abs(y) + scale);

/**
 * Crossings as ta-reference §1.1 defines them (trading-signals `hasCrossedOver` / `hasCrossedUnder`):
 * a[t−1] ≤ b[t−1] and a[t] > b[t], with equality up to rounding. A NaN on either bar compares false,
 * so nothing crosses during warm-up.
 */
export const crossedAbove = (a: Float64Array, b: Float64Array, i: number, scale = 0): boolean =>
  atMost(a[i - 1]!, b[i - 1]!, scale) && exceeds(a[i]!, b[i]!, scale);

export const crossedBelow = (a: Float64Array, b: Float64Array, i: number, scale = 0): boolean =>
  atMost(b[i - 1]!, a[i - 1]!, scale) && exceeds(b[i]!, a[i]!, scale);

export const crossedAboveLevel = (a: Float64Array, level: number, i: number): boolean =>
  atMost(a[i - 1]!, level) && exceeds(a[i]!, level);

export const crossedBelowLevel = (a: Float64Array, level: number, i: number): boolean =>
  atMost(level, a[i - 1]!) && exceeds(level, a[i]!);

/**
 * The bar of the lowest low (kind 'low') or highest high (kind 'high') in local bars [from, to];
 * the earliest on a tie, as a flat pivot takes its first bar (pivots/README).
 */
export function extremeBar(context: StrategyContext, kind: PivotKind, from: number, to: number): number {
  const prices = kind === 'low' ? context.low : context.high;
  const sign = kind === 'low' ? -1 : 1;
  let best = Math.max(0, from);
  for (let j = best + 1; j <= to; j++) if (sign * prices[j]! > sign * prices[best]!) best = j;
  return best;
}

/** The pivot kind a position stands on: a buy on a low, a sell on a high. */
export const anchorKindOf = (position: 'buy' | 'sell'): PivotKind => (position === 'buy' ? 'low' : 'high');
