import type { FormatLocale } from '@tradescope/domain';

const formatters = new Map<FormatLocale, Intl.NumberFormat>();

/** A distance in percent with at most 2 decimals ("0.25"), in the locale's digits: enough to compare matches. */
export const formatDistance = (percent: number, locale: FormatLocale): string => {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', { maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  return formatter.format(percent);
};
