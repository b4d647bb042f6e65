/**
 * Swing pivots at four nested levels, SuperMinor ⊇ Minor ⊇ MidMajor ⊇ Major: fractal highs and lows
 * with spans 2 / 5 / 10 / 20, each level drawn from the pivots of the level below, each pivot
 * confirmed `span` candles after its extreme and never changed afterwards. Rules in README.md.
 */
export { findPivots } from './find-pivots';
export { lastConfirmed } from './last-confirmed';
export { PivotTracker } from './pivot-tracker';
export { type PivotLookup, pivotTypeAt } from './pivot-type-at';
export {
  DEFAULT_PIVOT_SPANS,
  PIVOT_LEVELS,
  PIVOT_TYPES,
  type Pivot,
  type PivotKind,
  type PivotLevel,
  type PivotLevels,
  type PivotOptions,
  type PivotType,
} from './pivot-types';
