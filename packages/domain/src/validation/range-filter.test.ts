import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampRange, dropUnknown, parseRange, parseRangeInput, rangeBoundsFor } from './range-filter';

describe('parseRangeInput', () => {
  it('strips thousands separators and reads Persian digits', () => {
    expect(parseRangeInput('1,250,000')).toBe(1_250_000);
    expect(parseRangeInput(' 0.5 ')).toBe(0.5);
    expect(parseRangeInput('-3.25')).toBe(-3.25);
    expect(parseRangeInput('۱٬۲۵۰٫۵')).toBe(1250.5);
  });

  it('treats empty and non-numeric input as no bound', () => {
    for (const input of ['', '   ', 'abc', '1.2.3', '12abc', '1e5', null, undefined, Number.NaN]) {
      expect(parseRangeInput(input)).toBeNull();
    }
  });
});

describe('rangeBoundsFor', () => {
  it('starts price and volume at 0, ends volume at the max 24h volume, leaves change open', () => {
    expect(rangeBoundsFor('price')).toEqual({ min: 0, max: null });
    expect(rangeBoundsFor('volume', 9_000_000)).toEqual({ min: 0, max: 9_000_000 });
    expect(rangeBoundsFor('change')).toEqual({ min: null, max: null });
  });
});

describe('clampRange', () => {
  it('clamps both ends into the bounds', () => {
    expect(clampRange({ from: -5, to: 2e9 }, { min: 0, max: 1e9 })).toEqual({ from: 0, to: 1e9 });
  });

  it('keeps an empty end unbounded', () => {
    expect(clampRange({ from: null, to: 50 }, { min: 0, max: 100 })).toEqual({ from: null, to: 50 });
  });

  it('swaps ends given the wrong way round', () => {
    expect(clampRange({ from: 80, to: 20 }, { min: 0, max: null })).toEqual({ from: 20, to: 80 });
  });

  it('keeps the other fields of the range, such as isWhole', () => {
    expect(clampRange({ from: 5, to: 1, isWhole: false }, { min: 2, max: null })).toEqual({
      from: 2,
      to: 5,
      isWhole: false,
    });
  });

  it('parses and clamps in one step', () => {
    expect(parseRange({ from: '1,000', to: 'lots' }, rangeBoundsFor('volume', 500))).toEqual({
      from: 500,
      to: null,
    });
  });

  const bound = fc.option(fc.double({ min: -1e12, max: 1e12, noNaN: true }), { nil: null });
  const end = fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null });
  const bounds = fc
    .tuple(bound, bound)
    .map(([a, b]) => (a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b }));

  it('always lands within the bounds with from <= to, and is idempotent', () => {
    fc.assert(
      fc.property(end, end, bounds, (from, to, limits) => {
        const range = clampRange({ from, to }, limits);
        for (const value of [range.from, range.to]) {
          if (value === null) continue;
          if (limits.min !== null) expect(value).toBeGreaterThanOrEqual(limits.min);
          if (limits.max !== null) expect(value).toBeLessThanOrEqual(limits.max);
        }
        if (range.from !== null && range.to !== null) expect(range.from).toBeLessThanOrEqual(range.to);
        expect(range.from === null).toBe(from === null);
        expect(range.to === null).toBe(to === null);
        expect(clampRange(range, limits)).toEqual(range);
      }),
    );
  });
});

describe('dropUnknown', () => {
  it('removes selections no longer offered, keeping the order of the rest', () => {
    expect(dropUnknown(['usdt', 'busd', 'btc'], ['btc', 'usdt', 'eth'])).toEqual(['usdt', 'btc']);
  });

  it('returns a subset of the items', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.array(fc.string()), (values, items) => {
        const kept = dropUnknown(values, items);
        expect(kept.every((value) => items.includes(value))).toBe(true);
        expect(kept).toEqual(values.filter((value) => items.includes(value)));
      }),
    );
  });
});
