import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLatinDigits, toPersianDigits } from './locale';

describe('toPersianDigits', () => {
  it('maps every ASCII digit to its Persian form (U+06F0..U+06F9)', () => {
    expect(toPersianDigits('0123456789')).toBe(
      '\u06F0\u06F1\u06F2\u06F3\u06F4\u06F5\u06F6\u06F7\u06F8\u06F9',
    );
  });

  it('leaves letters, separators and signs alone', () => {
    expect(toPersianDigits('v1.2-3 MB')).toBe('v۱.۲-۳ MB');
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
  });
});

describe('toLatinDigits', () => {
  it('reads Persian and Arabic-Indic digits as ASCII', () => {
    expect(toLatinDigits('۰۹۱۲')).toBe('0912');
    expect(toLatinDigits('\u0660\u0661\u0669')).toBe('019');
    expect(toLatinDigits('a۵b')).toBe('a5b');
  });

  it('undoes toPersianDigits for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const latinOnly = toLatinDigits(text);
        expect(toLatinDigits(toPersianDigits(latinOnly))).toBe(latinOnly);
      }),
    );
  });
});
