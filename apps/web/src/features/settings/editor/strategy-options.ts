import {
  type AccessHolder,
  type Market,
  type Strategy,
  sourcesOf,
  strategyVisibility,
  TIMEFRAMES,
  type Tier,
  type Timeframe,
  type UnixSeconds,
} from '@tradescope/domain';

/** A strategy the selector lists: open to pick, or locked with the lowest plan that opens it (spec §6). */
export interface StrategyOption {
  readonly strategy: Strategy;
  readonly minCap: Tier | null;
}

/** Hidden strategies (groupless, jump, beta without access) are left out; locked ones stay, to be seen. */
export const strategyOptionsOf = (
  list: readonly Strategy[],
  holder: AccessHolder,
  market: Market,
  now: UnixSeconds,
): StrategyOption[] =>
  list.flatMap((strategy) => {
    const visibility = strategyVisibility(holder, strategy, market, now);
    if (visibility.status === 'hidden') return [];
    return [{ strategy, minCap: visibility.status === 'locked' ? visibility.minCap : null }];
  });

export interface StrategyFilters {
  readonly search: string;
  readonly type: string | null;
  readonly group: string | null;
  readonly position: string | null;
}

export const NO_FILTERS: StrategyFilters = { search: '', type: null, group: null, position: null };

/** Search on either language's name; type, group and position narrow the list when chosen. */
export const filterStrategies = (
  options: readonly StrategyOption[],
  filters: StrategyFilters,
): StrategyOption[] => {
  const needle = filters.search.trim().toLowerCase();
  return options.filter(({ strategy }) => {
    if (filters.type !== null && strategy.type !== filters.type) return false;
    if (filters.group !== null && strategy.group !== filters.group) return false;
    if (filters.position !== null && strategy.position !== filters.position) return false;
    return (
      needle === '' ||
      strategy.name.toLowerCase().includes(needle) ||
      strategy.fa_name.toLowerCase().includes(needle)
    );
  });
};

/** The distinct values of a field, in catalog order, for its filter. */
export const valuesOf = (options: readonly StrategyOption[], field: 'type' | 'group'): string[] => [
  ...new Set(options.flatMap(({ strategy }) => (strategy[field] ? [strategy[field]] : []))),
];

/**
 * Spec §5: at the cap, unselected strategies are disabled; a locked one can never be picked. The answer is the next
 * selection, or undefined when the click changes nothing.
 */
export const toggleStrategy = (
  selected: readonly number[],
  option: StrategyOption,
  max: number,
): number[] | undefined => {
  const id = option.strategy.id;
  if (selected.includes(id)) return selected.filter((each) => each !== id);
  if (option.minCap !== null || selected.length >= max) return undefined;
  return [...selected, id];
};

/** The order the selector lists strategies in: the catalog's, or the best edge over the baseline first (issue 19). */
export type StrategyOrder = 'catalog' | 'edge';

/**
 * Sorted by edge, highest first; strategies without one (too few signals, not measured yet) keep their catalog order
 * after those with one.
 */
export const sortByEdge = (
  options: readonly StrategyOption[],
  edgeOf: (strategyId: number) => number | null,
): StrategyOption[] =>
  options
    .map((option, index) => ({ option, index, edge: edgeOf(option.strategy.id) }))
    .sort((a, b) => {
      if (a.edge === null || b.edge === null)
        return a.edge === b.edge ? a.index - b.index : a.edge === null ? 1 : -1;
      return b.edge - a.edge || a.index - b.index;
    })
    .map(({ option }) => option);

/** The timeframes a market's sources scan, for the selector's "record on" choice. */
export const recordTimeframesOf = (market: Market): Timeframe[] => {
  const sources = sourcesOf(market);
  return TIMEFRAMES.filter((timeframe) => sources.some((source) => source.timeframes.includes(timeframe)));
};

/** Four hours unless the market has no such candles: the timeframe most strategies are read on. */
export const DEFAULT_RECORD_TIMEFRAME: Timeframe = 240;
