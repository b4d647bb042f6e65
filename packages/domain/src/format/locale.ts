/** The two interface languages of spec §1: English (default, LTR) and Persian (RTL). */
export const FORMAT_LOCALES = ['en', 'fa'] as const;
export type FormatLocale = (typeof FORMAT_LOCALES)[number];

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
// Persian keyboards type U+06F0..U+06F9; Arabic ones U+0660..U+0669. Both mean the same digits.
const NON_LATIN_DIGIT = /[\u06F0-\u06F9\u0660-\u0669]/g;

/** Replaces ASCII digits with Persian ones, leaving every other character alone. */
export const toPersianDigits = (value: string | number): string =>
  String(value).replace(/[0-9]/g, (digit) => PERSIAN_DIGITS[Number(digit)] ?? digit);

/** Replaces Persian and Arabic-Indic digits with ASCII ones, so typed input parses the same in both languages. */
export const toLatinDigits = (value: string): string =>
  // Both blocks start at a code point ending in 0, so the low hex digit is the digit's value.
  value.replace(NON_LATIN_DIGIT, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
