import type { FormatLocale } from './locale';

// Intl formatters are costly to build and tables format thousands of cells, so each is built once.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats with exactly `decimals` fraction digits, grouped, in the locale's own digits: Intl's 'fa-IR' uses
 * Persian digits and separators (۱٬۲۳۴٫۵۰). A value that rounds to zero never shows a minus sign.
 */
export const formatFixed = (value: number, decimals: number, locale: FormatLocale): string => {
  const key = `${locale}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
};

/** What tables show for a missing or non-finite number (spec §2 uses a dash for absent values). */
export const MISSING_VALUE = '-';
