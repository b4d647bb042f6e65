import type { Pivot, PivotKind, PivotLevel, PivotLevels } from './pivot-types';

/** Reads the price of bar `j`; lets the batch scan and the tracker's ring buffer share the rules. */
export type PriceAt = (j: number) => number;

/**
 * Fractal high (TradingView `ta.pivothigh`): strictly above the `span` highs before, at least as
 * high as the `span` after, so on a flat top the first bar is the pivot. Needs bars i - span .. i + span.
 */
export function isSwingHigh(high: PriceAt, i: number, span: number): boolean {
  const h = high(i);
  for (let j = i - span; j < i; j++) if (!(high(j) < h)) return false;
  for (let j = i + 1; j <= i + span; j++) if (!(high(j) <= h)) return false;
  return true;
}

/** Mirror of `isSwingHigh` on the lows. */
export function isSwingLow(low: PriceAt, i: number, span: number): boolean {
  const l = low(i);
  for (let j = i - span; j < i; j++) if (!(low(j) > l)) return false;
  for (let j = i + 1; j <= i + span; j++) if (!(low(j) >= l)) return false;
  return true;
}

/**
 * One level's pivot sequence and its alternation rules:
 * - a bar is at most one pivot per level; an outside bar that qualifies both ways takes the kind
 *   opposite to the level's previous pivot (a high when there is none yet);
 * - a pivot of the same kind as the previous one (no opposite pivot between them) is kept only if
 *   it is more extreme: a higher high or a lower low.
 * Nothing kept is ever removed, so every pivot keeps its fixed confirmation bar.
 */
export class LevelSequence {
  readonly pivots: Pivot[] = [];

  constructor(
    readonly level: PivotLevel,
    readonly span: number,
  ) {}

  /** Offers bar i as a swing high and/or low (null = not one); returns the pivot kept, if any. */
  offer(i: number, highPrice: number | null, lowPrice: number | null): Pivot | null {
    const last = this.pivots[this.pivots.length - 1];
    let kind: PivotKind;
    if (highPrice !== null && lowPrice !== null) kind = last?.kind === 'high' ? 'low' : 'high';
    else if (highPrice !== null) kind = 'high';
    else if (lowPrice !== null) kind = 'low';
    else return null;
    const price = (kind === 'high' ? highPrice : lowPrice) as number;
    if (last?.kind === kind && !(kind === 'high' ? price > last.price : price < last.price)) return null;
    const pivot: Pivot = { level: this.level, index: i, kind, price, confirmedAt: i + this.span };
    this.pivots.push(pivot);
    return pivot;
  }
}

export function levelsOf(sequences: readonly LevelSequence[]): PivotLevels {
  return Object.fromEntries(sequences.map((seq) => [seq.level, seq.pivots])) as unknown as PivotLevels;
}
