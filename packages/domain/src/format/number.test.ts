import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, NUMBER_ABBREVIATIONS } from './number';

describe('formatNumber', () => {
  it('keeps 2 decimals at or above 1 and 6 below (spec §9)', () => {
    expect(formatNumber(5)).toBe('5.00');
    expect(formatNumber(1)).toBe('1.00');
    expect(formatNumber(999.5)).toBe('999.50');
    expect(formatNumber(0.5)).toBe('0.500000');
    expect(formatNumber(0.000123456)).toBe('0.000123');
    expect(formatNumber(0)).toBe('0.000000');
  });

  it('abbreviates from 1e3 and applies 2 decimals to the mantissa', () => {
    expect(formatNumber(1000)).toBe('1.00K');
    expect(formatNumber(1234567)).toBe('1.23M');
    expect(formatNumber(2.5e9)).toBe('2.50B');
    expect(formatNumber(7e12)).toBe('7.00T');
    expect(formatNumber(3.21e15)).toBe('3.21P');
    expect(formatNumber(4e18)).toBe('4.00E');
  });

  it('stays in E beyond the last abbreviation', () => {
    expect(formatNumber(1.5e21)).toBe('1,500.00E');
  });

  it('moves up a unit when rounding would reach 1000 of the current one', () => {
    expect(formatNumber(999_999)).toBe('1.00M');
    expect(formatNumber(999.996)).toBe('1.00K');
    expect(formatNumber(0.9999996)).toBe('1.00');
  });

  it('keeps the sign, and never shows a negative zero', () => {
    expect(formatNumber(-1234)).toBe('-1.23K');
    expect(formatNumber(-0.25)).toBe('-0.250000');
    expect(formatNumber(-0.0000001)).toBe('0.000000');
  });

  it('writes Persian digits and separators for fa', () => {
    expect(formatNumber(1234567, 'fa')).toBe('۱٫۲۳M');
    expect(formatNumber(0.5, 'fa')).toBe('۰٫۵۰۰۰۰۰');
  });

  it('shows a dash for values that are not finite', () => {
    expect(formatNumber(Number.NaN)).toBe('-');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('-');
  });

  it('always shows a mantissa in [1, 1000) once abbreviated, below E', () => {
    fc.assert(
      fc.property(fc.double({ min: 1000, max: 9e20, noNaN: true }), (n) => {
        const match = /^([\d,]+\.\d{2})([KMBTPE])$/.exec(formatNumber(n));
        expect(match).not.toBeNull();
        const mantissa = Number(match?.[1]?.replaceAll(',', ''));
        expect(mantissa).toBeGreaterThanOrEqual(1);
        expect(mantissa).toBeLessThan(1000);
        const unit = NUMBER_ABBREVIATIONS.indexOf(match?.[2] as (typeof NUMBER_ABBREVIATIONS)[number]);
        expect(Math.abs(mantissa * 1000 ** unit - n) / n).toBeLessThan(0.01);
      }),
    );
  });
});
