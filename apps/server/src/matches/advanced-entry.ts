import type { AdvancedStrategyEntry } from '@tradescope/domain';
import type { ListedMatch } from './query';

/**
 * An advanced strategy entry as stored: settings written through the API carry every field (the schema's defaults
 * fill them), older or hand-written ones may lack the windows and lists — a missing one holds for any match.
 */
export type StoredEntry = Pick<AdvancedStrategyEntry, 'strategyId'> &
  Partial<Pick<AdvancedStrategyEntry, 'timeframe' | 'passedCandle' | 'distance' | 'pivotType'>>;

type EntryFields = Pick<ListedMatch, 'strategyId' | 'timeframe' | 'passedCandle' | 'distance' | 'pivotType'>;

const listed = <T>(list: readonly T[] | undefined, value: T): boolean =>
  list === undefined || list.length === 0 || list.includes(value);

const inWindow = (window: { from: number; to: number } | undefined, value: number): boolean =>
  window === undefined || (value >= window.from && value <= window.to);

/**
 * Whether a match fulfils one entry of an advanced pack (dynamic) or an alert pack: its strategy, one of the
 * entry's timeframes (none: any), its passed-candle and distance windows, and one of its pivot types (none: any).
 */
export const entryHolds = (entry: StoredEntry, match: EntryFields): boolean =>
  entryMayHold(entry, match) && entryWindowsHold(entry, match.passedCandle, match.distance);

/** What an entry decides from a match's group alone (strategy, timeframe, pivot): the windows are per row. */
export const entryMayHold = (
  entry: StoredEntry,
  group: { strategyId: number; timeframe: number; pivotType: ListedMatch['pivotType'] },
): boolean =>
  group.strategyId === entry.strategyId &&
  listed(entry.timeframe, group.timeframe as ListedMatch['timeframe']) &&
  listed(entry.pivotType, group.pivotType);

/** The rest of entryHolds once entryMayHold holds for the row's group: the passed-candle and distance windows. */
export const entryWindowsHold = (entry: StoredEntry, passedCandle: number, distance: number): boolean =>
  inWindow(entry.passedCandle, passedCandle) && inWindow(entry.distance, distance);

/** Whether the distance window matters to an entry (when none has one, a row's distance need not be worked out). */
export const entryReadsDistance = (entry: StoredEntry): boolean => entry.distance !== undefined;
