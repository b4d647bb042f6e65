import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastConfirmed } from './last-confirmed';
import type { Pivot } from './pivot-types';

const pivotsConfirmedAt = (bars: readonly number[]): Pivot[] =>
  bars.map((confirmedAt, k) => ({ level: 'Minor', index: k, kind: 'high', price: 1, confirmedAt }));

/** The answer read off the list one pivot at a time. */
const byScan = (list: readonly Pivot[], bar: number) => list.findLastIndex((p) => p.confirmedAt <= bar);

describe('lastConfirmed', () => {
  it('is the last pivot confirmed on or before the bar, as a scan of the list finds it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 60 }),
        fc.integer({ min: -5, max: 2000 }),
        (gaps, bar) => {
          let at = 0;
          const list = pivotsConfirmedAt(gaps.map((gap) => (at += gap)));
          expect(lastConfirmed(list, bar)).toBe(byScan(list, bar));
        },
      ),
      { numRuns: 500, seed: 16 },
    );
  });

  it('is −1 for an empty level and for a bar before every confirmation', () => {
    expect(lastConfirmed([], 10)).toBe(-1);
    expect(lastConfirmed(pivotsConfirmedAt([5, 7, 9]), 4)).toBe(-1);
    expect(lastConfirmed(pivotsConfirmedAt([5, 7, 9]), 9)).toBe(2);
    expect(lastConfirmed(pivotsConfirmedAt([5, 7, 9]), 8)).toBe(1);
  });
});
