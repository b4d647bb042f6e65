import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPivots } from './find-pivots';
import { PivotTracker } from './pivot-tracker';
import { PIVOT_LEVELS, type Pivot, type PivotOptions } from './pivot-types';

const bars = fc
  .array(fc.tuple(fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 4 })), {
    maxLength: 500,
    size: 'max',
  })
  .map((steps) => {
    const high: number[] = [];
    const low: number[] = [];
    let mid = 500;
    steps.forEach(([move, range], i) => {
      mid += move + (Math.floor(i / 15) % 2 === 0 ? 2 : -2);
      high.push(mid + range);
      low.push(mid - range);
    });
    return { high, low };
  });

const spansArbitrary: fc.Arbitrary<PivotOptions> = fc
  .tuple(
    fc.integer({ min: 1, max: 3 }),
    fc.integer({ min: 1, max: 4 }),
    fc.integer({ min: 1, max: 6 }),
    fc.integer({ min: 1, max: 9 }),
  )
  .map(([a, b, c, d]) => ({
    spans: { SuperMinor: a, Minor: a + b, MidMajor: a + b + c, Major: a + b + c + d },
  }));

describe('PivotTracker', () => {
  it('emits, candle by candle, exactly the pivots findPivots finds, each on its confirmation bar', () => {
    let majors = 0;
    fc.assert(
      fc.property(bars, spansArbitrary, ({ high, low }, options) => {
        const tracker = new PivotTracker(options);
        const emitted: Pivot[] = [];
        high.forEach((h, t) => {
          for (const pivot of tracker.add(h, low[t] as number)) {
            expect(pivot.confirmedAt).toBe(t);
            emitted.push(pivot);
          }
        });
        const batch = findPivots(high, low, options);
        majors += batch.Major.length;
        expect(tracker.levels).toEqual(batch);
        expect(tracker.length).toBe(high.length);
        for (const level of PIVOT_LEVELS)
          expect(emitted.filter((p) => p.level === level)).toEqual(batch[level]);
      }),
      { numRuns: 100 },
    );
    expect(majors).toBeGreaterThan(100);
  });

  it('agrees with findPivots on every prefix, not only at the end', () => {
    fc.assert(
      fc.property(bars, ({ high, low }) => {
        const tracker = new PivotTracker();
        high.forEach((h, t) => {
          tracker.add(h, low[t] as number);
          if (t % 37 === 0)
            expect(tracker.levels).toEqual(findPivots(high.slice(0, t + 1), low.slice(0, t + 1)));
        });
      }),
      { numRuns: 30 },
    );
  });

  it('announces each level on its own bar, finer levels first when one candle confirms several', () => {
    // Spans 1 / 2 / 3 / 4. A spike high at bar 3 and a dip low at bar 5:
    //   bar   0    1    2    3    4    5    6    7
    const high = [1, 2, 3, 9, 4, 3, 2, 2];
    const low = [0.5, 1.5, 2.5, 8.5, 3.5, 1, 1.5, 1.5];
    const tracker = new PivotTracker({ spans: { SuperMinor: 1, Minor: 2, MidMajor: 3, Major: 4 } });
    const seen = high.map((h, t) =>
      tracker.add(h, low[t] as number).map((p) => `${p.level}:${p.kind}${p.index}`),
    );
    // The spike has only three bars before it, so it stops at MidMajor.
    expect(seen).toEqual([
      [],
      [],
      [],
      [],
      ['SuperMinor:high3'],
      ['Minor:high3'],
      ['SuperMinor:low5', 'MidMajor:high3'],
      ['Minor:low5'],
    ]);
  });
});
