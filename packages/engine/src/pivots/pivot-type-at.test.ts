import { describe, expect, it } from 'vitest';
import { pivotTypeAt } from './pivot-type-at';
import type { Pivot, PivotLevel, PivotLevels } from './pivot-types';

const spans: Record<PivotLevel, number> = { SuperMinor: 2, Minor: 5, MidMajor: 10, Major: 20 };
const at = (level: PivotLevel, index: number, kind: 'high' | 'low'): Pivot => ({
  level,
  index,
  kind,
  price: 0,
  confirmedAt: index + spans[level],
});
// Bar 30 a low up to Major, bar 40 a high up to Minor, bar 50 a SuperMinor low.
const levels: PivotLevels = {
  SuperMinor: [at('SuperMinor', 30, 'low'), at('SuperMinor', 40, 'high'), at('SuperMinor', 50, 'low')],
  Minor: [at('Minor', 30, 'low'), at('Minor', 40, 'high')],
  MidMajor: [at('MidMajor', 30, 'low')],
  Major: [at('Major', 30, 'low')],
};

describe('pivotTypeAt', () => {
  it('names the highest level holding a pivot at the bar', () => {
    expect(pivotTypeAt(levels, 30)).toBe('Major');
    expect(pivotTypeAt(levels, 40)).toBe('Minor');
    expect(pivotTypeAt(levels, 50)).toBe('SuperMinor');
  });

  it("says 'no pivot' for a bar without one", () => {
    expect(pivotTypeAt(levels, 31)).toBe('no pivot');
    expect(pivotTypeAt(levels, 0)).toBe('no pivot');
    expect(pivotTypeAt(levels, 99)).toBe('no pivot');
  });

  it('only counts the asked kind', () => {
    expect(pivotTypeAt(levels, 30, { kind: 'high' })).toBe('no pivot');
    expect(pivotTypeAt(levels, 40, { kind: 'high' })).toBe('Minor');
  });

  it('ignores levels confirmed after asOf, so a match sees only what was known then', () => {
    expect(pivotTypeAt(levels, 30, { asOf: 31 })).toBe('no pivot');
    expect(pivotTypeAt(levels, 30, { asOf: 32 })).toBe('SuperMinor');
    expect(pivotTypeAt(levels, 30, { asOf: 39 })).toBe('Minor');
    expect(pivotTypeAt(levels, 30, { asOf: 40 })).toBe('MidMajor');
    expect(pivotTypeAt(levels, 30, { asOf: 49 })).toBe('MidMajor');
    expect(pivotTypeAt(levels, 30, { asOf: 50 })).toBe('Major');
  });
});
