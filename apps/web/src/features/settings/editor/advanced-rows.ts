import {
  ADVANCED_SELECTOR_RANGE,
  type AdvancedStrategyEntry,
  DEFAULTS,
  dropTrailingEmptyEntries,
  type Timeframe,
} from '@tradescope/domain';

/** One row of the advanced selector as edited: one strategy (none yet on the blank row), timeframes and windows. */
export interface AdvancedRow {
  readonly strategyId: number | null;
  readonly timeframe: readonly Timeframe[];
  readonly passedCandle: { readonly from: number; readonly to: number };
  readonly distance: { readonly from: number; readonly to: number };
}

const fullRange = () => ({ from: ADVANCED_SELECTOR_RANGE.min, to: ADVANCED_SELECTOR_RANGE.max });

/** The blank row that adds the next strategy: the default timeframe (spec §9: 5) and the selector's 0-100 windows. */
export const blankRow = (): AdvancedRow => ({
  strategyId: null,
  timeframe: [DEFAULTS.advancedTimeframe as Timeframe],
  passedCandle: fullRange(),
  distance: fullRange(),
});

/** A stored pack's rows, and always one blank row after them to add the next strategy. */
export const rowsOf = (entries: readonly AdvancedStrategyEntry[]): AdvancedRow[] => [
  ...entries.map((entry) => ({
    strategyId: entry.strategyId,
    timeframe: entry.timeframe,
    passedCandle: { ...entry.passedCandle },
    distance: { ...entry.distance },
  })),
  blankRow(),
];

/** Rows after one is changed: giving the last row a strategy opens a new blank row after it. */
export const withRow = (rows: readonly AdvancedRow[], index: number, row: AdvancedRow): AdvancedRow[] => {
  const next = rows.map((each, at) => (at === index ? row : each));
  const last = next.at(-1);
  return last && last.strategyId !== null ? [...next, blankRow()] : next;
};

/** Rows after one is removed; the blank row stays. */
export const withoutRow = (rows: readonly AdvancedRow[], index: number): AdvancedRow[] => {
  const next = rows.filter((_, at) => at !== index);
  const last = next.at(-1);
  return last === undefined || last.strategyId !== null ? [...next, blankRow()] : next;
};

/** What is stored (spec §3 advanced entry): the trailing blank row dropped, entries joined by "and". */
export const entriesOf = (rows: readonly AdvancedRow[]) =>
  dropTrailingEmptyEntries(rows).map((row) => ({
    strategyId: row.strategyId as number,
    timeframe: [...row.timeframe],
    relation: 'and' as const,
    passedCandle: { ...row.passedCandle },
    distance: { ...row.distance },
    pivotType: [],
  }));

/** The row a rule's issue names (`items.1.timeframe` is row 1), for its red frame. */
export const rowOfIssue = (field: string): number | undefined => {
  const match = /(?:^|\.)items\.(\d+)\./.exec(field);
  return match ? Number(match[1]) : undefined;
};
