import { type PackNameContext, packNameIssues } from './pack-name';
import { issue, settle, type ValidationIssue, type ValidationResult } from './result';

/** Spec §5: the advanced selector's sliders pick passed candle and distance within 0-100. */
export const ADVANCED_SELECTOR_RANGE = { min: 0, max: 100 } as const;

/**
 * What a saved entry may hold. Spec §3 gives passed candle a 0-1000 default elsewhere in the product, so a
 * stored pack may span up to 1000 candles; distance is a percent, 0-100 everywhere.
 */
export const ADVANCED_RANGE_LIMITS = {
  passedCandle: { min: 0, max: 1000 },
  distance: ADVANCED_SELECTOR_RANGE,
} as const;

export interface AdvancedRangeInput {
  readonly from: number;
  readonly to: number;
}

/** One row of the advanced selector: one strategy, its timeframes, and optional windows (spec §3). */
export interface AdvancedEntryInput {
  readonly strategyId?: number | null;
  readonly timeframe: readonly number[];
  readonly passedCandle?: AdvancedRangeInput;
  readonly distance?: AdvancedRangeInput;
}

export interface AdvancedPackInput {
  readonly name: string;
  readonly items: readonly AdvancedEntryInput[];
}

const hasStrategy = (entry: AdvancedEntryInput): boolean =>
  entry.strategyId !== null && entry.strategyId !== undefined;

/** The editor always shows a blank row to add the next strategy; such rows at the end are not saved. */
export const dropTrailingEmptyEntries = <E extends AdvancedEntryInput>(items: readonly E[]): E[] => {
  let end = items.length;
  while (end > 0 && !hasStrategy(items[end - 1] as E)) end -= 1;
  return items.slice(0, end);
};

const inLimits = (range: AdvancedRangeInput, limits: { min: number; max: number }): boolean =>
  range.from >= limits.min && range.to <= limits.max && range.from <= range.to;

const entryIssues = (entry: AdvancedEntryInput, index: number): ValidationIssue[] => {
  const at = (field: string) => `items.${index}.${field}`;
  const errors: ValidationIssue[] = [];
  if (!hasStrategy(entry)) errors.push(issue(at('strategyId'), 'market.empty-strategy'));
  if (entry.timeframe.length === 0) errors.push(issue(at('timeframe'), 'market.empty-timeframe'));
  const { passedCandle, distance } = ADVANCED_RANGE_LIMITS;
  if (entry.passedCandle && !inLimits(entry.passedCandle, passedCandle)) {
    errors.push(issue(at('passedCandle'), 'market.passed-candle-out-of-range', passedCandle));
  }
  if (entry.distance && !inLimits(entry.distance, distance)) {
    errors.push(issue(at('distance'), 'market.distance-out-of-range', distance));
  }
  return errors;
};

/**
 * Trailing blank rows are dropped first; then every remaining row needs a strategy and a timeframe, and an
 * empty pack is reported as its first row lacking a strategy. The value is the cleaned pack.
 */
export const validateAdvancedPack = <P extends AdvancedPackInput>(
  pack: P,
  context: PackNameContext,
): ValidationResult<P> => {
  const items = dropTrailingEmptyEntries(pack.items);
  const errors = packNameIssues(pack.name, context);
  if (items.length === 0) errors.push(issue('items.0.strategyId', 'market.empty-strategy'));
  items.forEach((entry, index) => {
    errors.push(...entryIssues(entry, index));
  });
  return settle({ ...pack, name: pack.name.trim(), items }, errors);
};
