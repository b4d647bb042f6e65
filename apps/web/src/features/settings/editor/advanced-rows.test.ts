import { describe, expect, it } from 'vitest';
import { blankRow, entriesOf, rowOfIssue, rowsOf, withoutRow, withRow } from './advanced-rows';

describe('the advanced selector rows', () => {
  it('always ends with a blank row on the default timeframe and the 0-100 windows', () => {
    expect(rowsOf([])).toEqual([
      {
        strategyId: null,
        timeframe: [5],
        passedCandle: { from: 0, to: 100 },
        distance: { from: 0, to: 100 },
      },
    ]);
  });

  it('opens the next blank row when the last gets a strategy', () => {
    const rows = withRow(rowsOf([]), 0, { ...blankRow(), strategyId: 7 });
    expect(rows.map((row) => row.strategyId)).toEqual([7, null]);
    expect(withoutRow(rows, 0).map((row) => row.strategyId)).toEqual([null]);
  });

  it('stores the rows joined by "and" without the trailing blank one', () => {
    const rows = withRow(rowsOf([]), 0, { ...blankRow(), strategyId: 7, timeframe: [60] });
    expect(entriesOf(rows)).toEqual([
      {
        strategyId: 7,
        timeframe: [60],
        relation: 'and',
        passedCandle: { from: 0, to: 100 },
        distance: { from: 0, to: 100 },
        pivotType: [],
      },
    ]);
  });

  it('finds the row a rule names, in the editor’s or the server’s paths', () => {
    expect(rowOfIssue('items.1.timeframe')).toBe(1);
    expect(rowOfIssue('crypto.UserAdvanceStrategyPacks.Mine.items.0.distance')).toBe(0);
    expect(rowOfIssue('name')).toBeUndefined();
  });
});
