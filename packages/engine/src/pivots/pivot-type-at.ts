import { PIVOT_TYPES, type Pivot, type PivotKind, type PivotLevels, type PivotType } from './pivot-types';

export interface PivotLookup {
  /** Only pivots of this kind count (a bullish pattern stands on a low). */
  readonly kind?: PivotKind;
  /** Only pivots confirmed at or before this bar count, so a match never uses later candles. */
  readonly asOf?: number;
}

/** The highest level with a pivot at bar `index`, or 'no pivot': the match's `pivotType`. */
export function pivotTypeAt(levels: PivotLevels, index: number, lookup: PivotLookup = {}): PivotType {
  for (const type of PIVOT_TYPES) {
    if (type === 'no pivot') break;
    if (hasPivotAt(levels[type], index, lookup)) return type;
  }
  return 'no pivot';
}

function hasPivotAt(
  pivots: readonly Pivot[],
  index: number,
  { kind, asOf = Infinity }: PivotLookup,
): boolean {
  let lo = 0;
  let hi = pivots.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((pivots[mid] as Pivot).index < index) lo = mid + 1;
    else hi = mid;
  }
  // A level holds at most one pivot per bar.
  const pivot = pivots[lo];
  return pivot?.index === index && (kind === undefined || pivot.kind === kind) && pivot.confirmedAt <= asOf;
}
