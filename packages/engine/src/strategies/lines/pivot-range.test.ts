import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Pivot } from '../../pivots';
import { PivotRange } from './pivot-range';

const SPAN = 3;

/** Pivots at the given bars (increasing), each confirmed SPAN bars later. */
const pivotsAt = (bars: readonly number[]): Pivot[] =>
  bars.map((index) => ({ level: 'Minor', index, kind: 'high', price: 1, confirmedAt: index + SPAN }));

/** The range read off the list one pivot at a time. */
function byScan(pivots: readonly Pivot[], bar: number, lower: number): [number, number] {
  let first = 0;
  while (first < pivots.length && pivots[first]!.index < lower) first++;
  let end = first;
  while (end < pivots.length && pivots[end]!.confirmedAt <= bar) end++;
  return [first, end];
}

describe('PivotRange', () => {
  it('moved bar by bar, or asked any bar, holds the pivots a scan of the list finds, and says when they did not change', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 300 }), { maxLength: 60 }),
        fc.array(fc.integer({ min: 0, max: 320 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 80 }),
        (bars, jumps, reach) => {
          const pivots = pivotsAt([...bars].sort((a, b) => a - b));
          const range = new PivotRange();
          let previous: [number, number] | undefined;
          let previousBar = -10;
          for (const start of jumps) {
            for (let bar = start; bar < start + 25; bar++) {
              const same = range.moveTo(pivots, bar, bar - reach);
              const expected = byScan(pivots, bar, bar - reach);
              expect([range.first, range.end]).toEqual(expected);
              const unchanged =
                bar === previousBar + 1 && previous?.[0] === expected[0] && previous[1] === expected[1];
              expect(same).toBe(unchanged);
              previous = expected;
              previousBar = bar;
            }
          }
        },
      ),
      { numRuns: 100, seed: 16 },
    );
  });
});
