import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nthOfSorted } from './sorted-select';

const sorted = (values: number[]) => Float64Array.from(values).sort();

describe('the k-th value of several sorted arrays', () => {
  it('is what sorting their concatenation puts at k, repeated values and empty arrays included', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            fc.integer({ min: -20, max: 20 }).map((n) => n / 8),
            { maxLength: 30 },
          ),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.nat(),
        (lists, pick) => {
          const all = sorted(lists.flat());
          fc.pre(all.length > 0);
          const k = pick % all.length;
          expect(nthOfSorted(lists.map(sorted), k)).toBe(all[k]);
        },
      ),
      { numRuns: 300, seed: 19 },
    );
  });

  it('finds every rank of a large pool of real-looking returns', () => {
    const arrays = [0, 1, 2, 3].map((seed) =>
      sorted(Array.from({ length: 500 + seed * 7 }, (_, i) => Math.sin(i * 12.9898 + seed) * 0.03)),
    );
    const all = sorted(arrays.flatMap((values) => [...values]));
    for (let k = 0; k < all.length; k += 97) expect(nthOfSorted(arrays, k)).toBe(all[k]);
    expect(nthOfSorted(arrays, all.length - 1)).toBe(all.at(-1));
  });

  it('refuses a rank the arrays do not hold', () => {
    expect(() => nthOfSorted([sorted([1, 2])], 2)).toThrow(RangeError);
  });
});
