import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPivots } from './find-pivots';
import { DEFAULT_PIVOT_SPANS, PIVOT_LEVELS, type Pivot, type PivotLevels } from './pivot-types';

interface Bars {
  readonly high: number[];
  readonly low: number[];
}

// Random walks in whole ticks, with trend runs long enough for Major swings and flat steps for ties.
const walk = (maxLength: number): fc.Arbitrary<Bars> =>
  fc
    .array(
      fc.tuple(
        fc.integer({ min: -6, max: 6 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
      ),
      {
        maxLength,
        size: 'max',
      },
    )
    .map((steps) => {
      const bars: Bars = { high: [], low: [] };
      let mid = 1_000;
      let drift = 1;
      steps.forEach(([move, range, flip], i) => {
        if (i % (8 * flip) === 0) drift = -drift;
        mid += move + 2 * drift;
        bars.high.push(mid + range);
        bars.low.push(mid - range);
      });
      return bars;
    });

const key = (p: Pivot): string => `${p.index}:${p.kind}:${p.price}`;
const span = (p: Pivot): number => DEFAULT_PIVOT_SPANS[p.level];

describe('findPivots', () => {
  it('nests the levels: every level-k+1 pivot is a level-k pivot at the same bar, kind and price', () => {
    let majors = 0;
    fc.assert(
      fc.property(walk(400), ({ high, low }) => {
        const levels = findPivots(high, low);
        majors += levels.Major.length;
        for (let k = 1; k < PIVOT_LEVELS.length; k++) {
          const finer = new Set(levels[PIVOT_LEVELS[k - 1] as keyof PivotLevels].map(key));
          for (const p of levels[PIVOT_LEVELS[k] as keyof PivotLevels]) expect(finer.has(key(p))).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
    // The walks must be long and swinging enough to reach the top level, or the property says nothing.
    expect(majors).toBeGreaterThan(100);
  });

  it('confirms each pivot exactly `span` bars after its extreme, and only once that bar exists', () => {
    fc.assert(
      fc.property(walk(300), ({ high, low }) => {
        for (const pivots of Object.values(findPivots(high, low))) {
          for (const p of pivots) {
            expect(p.confirmedAt).toBe(p.index + span(p));
            expect(p.index - span(p)).toBeGreaterThanOrEqual(0);
            expect(p.confirmedAt).toBeLessThan(high.length);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('marks fractals: strictly above the span before, at least the span after (lows mirrored)', () => {
    fc.assert(
      fc.property(walk(300), ({ high, low }) => {
        for (const pivots of Object.values(findPivots(high, low))) {
          for (const p of pivots) {
            const s = span(p);
            const series = p.kind === 'high' ? high : low;
            const sign = p.kind === 'high' ? 1 : -1;
            expect(p.price).toBe(series[p.index]);
            for (let j = p.index - s; j < p.index; j++)
              expect(sign * (series[j] as number)).toBeLessThan(sign * p.price);
            for (let j = p.index + 1; j <= p.index + s; j++) {
              expect(sign * (series[j] as number)).toBeLessThanOrEqual(sign * p.price);
            }
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('alternates, except that a run of one kind only moves outward (higher highs, lower lows)', () => {
    fc.assert(
      fc.property(walk(400), ({ high, low }) => {
        for (const pivots of Object.values(findPivots(high, low))) {
          for (let p = 1; p < pivots.length; p++) {
            const [prev, cur] = [pivots[p - 1] as Pivot, pivots[p] as Pivot];
            expect(cur.index).toBeGreaterThan(prev.index);
            if (cur.kind === prev.kind) {
              expect(cur.kind === 'high' ? cur.price > prev.price : cur.price < prev.price).toBe(true);
            }
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('never changes or drops a confirmed pivot when candles are appended', () => {
    fc.assert(
      fc.property(walk(300), fc.nat(), ({ high, low }, cut) => {
        const end = cut % (high.length + 1);
        const full = findPivots(high, low);
        const prefix = findPivots(high.slice(0, end), low.slice(0, end));
        for (const level of PIVOT_LEVELS) {
          expect(prefix[level]).toEqual(full[level].filter((p) => p.confirmedAt < end));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('follows the README rule on a hand-worked series', () => {
    // Highs and lows by bar; spans 1 / 2 / 3 / 4 keep the example short.
    //        bar 0  1  2  3  4  5  6  7  8  9 10 11 12
    const high = [5, 6, 9, 6, 7, 6, 8, 4, 3, 5, 6, 5, 4];
    const low = [4, 5, 7, 5, 5, 4, 6, 2, 1, 3, 5, 4, 3];
    const levels = findPivots(high, low, { spans: { SuperMinor: 1, Minor: 2, MidMajor: 3, Major: 4 } });
    const brief = (pivots: readonly Pivot[]) => pivots.map((p) => `${p.kind[0]}${p.index}@${p.confirmedAt}`);
    // SuperMinor (±1): high 2 (9 over 6 | 6), low 3 (5 under 7, ties 5 after), high 4, low 5, high 6,
    // low 8 (1 under 2 | 3), high 10. Bar 7's low 2 is not one: bar 8 goes lower.
    expect(brief(levels.SuperMinor)).toEqual(['h2@3', 'l3@4', 'h4@5', 'l5@6', 'h6@7', 'l8@9', 'h10@11']);
    // Minor (±2), from those: high 2 (9 over 5, 6 | 6, 7); low 3 ties bar 1's low 5 before it; high 4 is
    // under bar 2; low 5 is above bar 7's low 2; high 6 (8 over 7, 6 | 4, 3) follows high 2 with no
    // low between and is lower, so the alternation drops it; low 8; high 10 (6 over 3, 5 | 5, 4).
    expect(brief(levels.Minor)).toEqual(['h2@4', 'l8@10', 'h10@12']);
    // MidMajor (±3): high 2 has only two bars before it, high 10 only two after; low 8 is under bars 5..11.
    expect(brief(levels.MidMajor)).toEqual(['l8@11']);
    expect(brief(levels.Major)).toEqual(['l8@12']);
  });

  it('rejects mismatched columns and spans that do not grow', () => {
    expect(() => findPivots([1, 2], [1])).toThrow(RangeError);
    expect(() => findPivots([1], [1], { spans: { Minor: 2 } })).toThrow(RangeError);
    expect(() => findPivots([1], [1], { spans: { SuperMinor: 0 } })).toThrow(RangeError);
  });
});
