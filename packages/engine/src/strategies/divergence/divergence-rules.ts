import { DEFAULT_PIVOT_SPANS, type Pivot, type PivotKind, type PivotLevel } from '../../pivots';
import { exceeds } from '../signal-rules';
import { LEVELS_COARSEST_FIRST } from '../swings';

/** Regular divergences call a reversal, hidden ones a continuation (ta-reference §2). */
export const DIVERGENCE_KINDS = ['regular', 'hidden'] as const;
export type DivergenceKind = (typeof DIVERGENCE_KINDS)[number];
export const DIVERGENCE_SIDES = ['bullish', 'bearish'] as const;
export type DivergenceSide = (typeof DIVERGENCE_SIDES)[number];

/**
 * Bars between the two pivots of a pair, per level: at least the level's span (or 5) so a pair is two
 * swings, at most a reach that grows with the level so a Major pair may span a long swing. Our choice
 * within the 5–60 range ta-reference §2 proposes, widened for the coarser levels.
 */
export const PAIR_GAPS: Readonly<Record<PivotLevel, { readonly min: number; readonly max: number }>> = {
  SuperMinor: { min: 5, max: 30 },
  Minor: { min: 5, max: 60 },
  MidMajor: { min: 10, max: 120 },
  Major: { min: 20, max: 180 },
};

/** The farthest back a pair's first pivot can lie from the bar confirming the second. */
export const DIVERGENCE_REACH = Math.max(
  ...LEVELS_COARSEST_FIRST.map((level) => DEFAULT_PIVOT_SPANS[level] + PAIR_GAPS[level].max),
);

/** Bullish divergences compare swing lows, bearish ones swing highs. */
export const pivotKindOf = (side: DivergenceSide): PivotKind => (side === 'bullish' ? 'low' : 'high');

/**
 * The table of ta-reference §2 as one comparison: regular bullish = price lower low, oscillator
 * higher low; hidden bullish = price higher low, oscillator lower low; bearish mirrors on highs.
 */
export function diverges(
  kind: DivergenceKind,
  side: DivergenceSide,
  price1: number,
  price2: number,
  osc1: number,
  osc2: number,
): boolean {
  const priceFalls = exceeds(price1, price2);
  const priceRises = exceeds(price2, price1);
  const oscFalls = exceeds(osc1, osc2);
  const oscRises = exceeds(osc2, osc1);
  if (side === 'bullish') return kind === 'regular' ? priceFalls && oscRises : priceRises && oscFalls;
  return kind === 'regular' ? priceRises && oscFalls : priceFalls && oscRises;
}

/** The nearest earlier pivot of the same kind in the level's sequence. */
export function previousOfKind(
  pivots: readonly Pivot[],
  position: number,
  kind: PivotKind,
): Pivot | undefined {
  for (let k = position - 1; k >= 0; k--) if (pivots[k]!.kind === kind) return pivots[k];
  return undefined;
}

/**
 * Whether the price between two same-kind pivots stays on the outer side of the line joining them
 * (lows above it, highs below it): a line cut by a candle is not a clean pair of swings.
 */
export function lineHolds(prices: Float64Array, first: Pivot, second: Pivot, offset: number): boolean {
  const slope = (second.price - first.price) / (second.index - first.index);
  for (let j = first.index + 1; j < second.index; j++) {
    const line = first.price + slope * (j - first.index);
    const price = prices[j - offset]!;
    if (first.kind === 'low' ? exceeds(line, price) : exceeds(price, line)) return false;
  }
  return true;
}
