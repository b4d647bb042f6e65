/** The spec's pivot types (§3 Match.pivotType), highest level first. */
export const PIVOT_TYPES = ['Major', 'MidMajor', 'Minor', 'SuperMinor', 'no pivot'] as const;
export type PivotType = (typeof PIVOT_TYPES)[number];
export type PivotLevel = Exclude<PivotType, 'no pivot'>;

/** Levels from the finest to the coarsest; each one's pivots are drawn from the one before. */
export const PIVOT_LEVELS = [
  'SuperMinor',
  'Minor',
  'MidMajor',
  'Major',
] as const satisfies readonly PivotLevel[];

/** Candles each side of a pivot, about doubling per level, as proposed in ta-reference §4 (2/5/10/20). */
export const DEFAULT_PIVOT_SPANS: Readonly<Record<PivotLevel, number>> = {
  SuperMinor: 2,
  Minor: 5,
  MidMajor: 10,
  Major: 20,
};

export type PivotKind = 'high' | 'low';

export interface Pivot {
  readonly level: PivotLevel;
  /** Bar of the extreme. */
  readonly index: number;
  readonly kind: PivotKind;
  /** The bar's high for a high pivot, its low for a low pivot. */
  readonly price: number;
  /** Bar whose close confirms it: `index + span` of its level. */
  readonly confirmedAt: number;
}

/** Pivots per level in bar order, at most one per bar. */
export type PivotLevels = Readonly<Record<PivotLevel, readonly Pivot[]>>;

export interface PivotOptions {
  /** Candles each side per level; must grow strictly from SuperMinor to Major. */
  readonly spans?: Partial<Record<PivotLevel, number>>;
}

export function resolveSpans(options: PivotOptions = {}): readonly number[] {
  const spans = PIVOT_LEVELS.map((level) => options.spans?.[level] ?? DEFAULT_PIVOT_SPANS[level]);
  spans.forEach((span, k) => {
    if (!Number.isInteger(span) || span < 1)
      throw new RangeError(`pivot span must be a positive integer, got ${span}`);
    if (k > 0 && span <= (spans[k - 1] as number)) {
      throw new RangeError(`pivot spans must grow from SuperMinor to Major, got ${spans.join(', ')}`);
    }
  });
  return spans;
}
