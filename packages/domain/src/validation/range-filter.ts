import { parseDecimal } from '../format';

/** A range filter's ends; null means that side is open (spec §5: empty means unbounded). */
export interface RangeEnds {
  readonly from: number | null;
  readonly to: number | null;
}

/** Where a range filter may go; null means unbounded on that side. */
export interface RangeBounds {
  readonly min: number | null;
  readonly max: number | null;
}

export const RANGE_FILTER_FIELDS = ['price', 'change', 'volume', 'marketcap'] as const;
export type RangeFilterField = (typeof RANGE_FILTER_FIELDS)[number];

/**
 * Spec §5: price and volume start at 0, volume ends at the source's max 24h volume, change is unbounded.
 * Marketcap is not named there; like price it cannot be negative.
 */
export const rangeBoundsFor = (field: RangeFilterField, maxVolume24h?: number): RangeBounds => {
  if (field === 'change') return { min: null, max: null };
  if (field === 'volume') return { min: 0, max: maxVolume24h ?? null };
  return { min: 0, max: null };
};

/**
 * Reads what the user typed: thousands separators (',' and Persian '٬') stripped, Persian digits and
 * decimal mark accepted. Empty or non-numeric text gives null, which the range treats as unbounded.
 */
export const parseRangeInput = (input: string | number | null | undefined): number | null => {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  return parseDecimal(input.replace(/[,٬\s]/g, ''));
};

const clamp = (value: number | null, bounds: RangeBounds): number | null => {
  if (value === null) return null;
  if (bounds.min !== null && value < bounds.min) return bounds.min;
  if (bounds.max !== null && value > bounds.max) return bounds.max;
  return value;
};

/**
 * Keeps both ends within the bounds and from <= to. Ends typed the wrong way round are swapped rather
 * than one overwritten, so neither number the user typed is lost. Other fields of the range (isWhole)
 * pass through.
 */
export const clampRange = <R extends RangeEnds>(range: R, bounds: RangeBounds): R => {
  const ordered =
    bounds.min !== null && bounds.max !== null && bounds.min > bounds.max
      ? { min: bounds.max, max: bounds.min }
      : bounds;
  const from = clamp(range.from, ordered);
  const to = clamp(range.to, ordered);
  return from !== null && to !== null && from > to
    ? { ...range, from: to, to: from }
    : { ...range, from, to };
};

/** Parses both ends from text (or numbers) and clamps them. */
export const parseRange = (
  input: { readonly from?: string | number | null; readonly to?: string | number | null },
  bounds: RangeBounds,
): RangeEnds => clampRange({ from: parseRangeInput(input.from), to: parseRangeInput(input.to) }, bounds);

/**
 * Spec §5: selections no longer offered (a source dropped, a pack deleted) are removed, keeping the
 * order of the rest.
 */
export const dropUnknown = <T>(values: readonly T[], items: readonly T[]): T[] => {
  const known = new Set(items);
  return values.filter((value) => known.has(value));
};
