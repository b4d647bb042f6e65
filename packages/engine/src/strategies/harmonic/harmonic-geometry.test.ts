import { describe, expect, it } from 'vitest';
import { type Frame, fitsTable, przOf, ratioOf } from './harmonic-geometry';
import { HARMONIC_PATTERNS } from './harmonic-patterns';

const pattern = (name: string) => HARMONIC_PATTERNS.find((p) => p.name === name)!;

/**
 * A textbook bullish Gartley on round numbers: XA 100 → 200, B at 0.618 (138.2), C at 0.618 of AB
 * (176.4), D at 0.786 of XA (121.4), so CD/BC = 55 / 38.2 = 1.44.
 */
const gartley: Frame = { x: 100, a: 200, b: 138.2, c: 176.4, d: 121.4 };

describe('harmonic ratios (Carney)', () => {
  it('measures each leg against the one it names', () => {
    expect(ratioOf(gartley, 'AB/XA')).toBeCloseTo(0.618, 6);
    expect(ratioOf(gartley, 'BC/AB')).toBeCloseTo(0.618, 3);
    expect(ratioOf(gartley, 'CD/BC')).toBeCloseTo(55 / 38.2, 6);
    expect(ratioOf(gartley, 'AD/XA')).toBeCloseTo(0.786, 6);
    expect(ratioOf(gartley, 'CD/XC')).toBeCloseTo(55 / 76.4, 6);
    expect(ratioOf(gartley, 'CD/AB')).toBeCloseTo(55 / 61.8, 6);
  });

  it('accepts the textbook Gartley and no pattern whose table it misses', () => {
    const fits = HARMONIC_PATTERNS.filter((p) => fitsTable(gartley, p)).map((p) => p.name);
    expect(fits).toEqual(['gartley']);
  });

  it('allows 5 % of a ratio and no more (B at 0.618: 0.587 to 0.649 of XA)', () => {
    const withB = (ab: number): Frame => ({ ...gartley, b: 200 - ab * 100 });
    expect(fitsTable(withB(0.588), pattern('gartley'))).toBe(true);
    expect(fitsTable(withB(0.648), pattern('gartley'))).toBe(true);
    expect(fitsTable(withB(0.58), pattern('gartley'))).toBe(false);
    expect(fitsTable(withB(0.655), pattern('gartley'))).toBe(false);
  });

  it('refuses legs that do not zig-zag (C under B)', () => {
    expect(fitsTable({ ...gartley, c: 130 }, pattern('gartley'))).toBe(false);
  });

  it('spans the PRZ from the 0.786 XA projection to the nearest BC projection, D included', () => {
    // 0.786 XA: 121.4; BC projections 1.272 → 127.81, 1.618 → 114.59: the nearer is 127.81.
    const prz = przOf(gartley, pattern('gartley'));
    expect(prz.low).toBeCloseTo(121.4, 6);
    expect(prz.high).toBeCloseTo(176.4 - 1.272 * 38.2, 6);
  });
});
