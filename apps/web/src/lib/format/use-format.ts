import {
  type FormatLocale,
  formatDate,
  formatNumber,
  formatPrice,
  toPersianDigits,
} from '@tradescope/domain';
import { useMemo } from 'react';
import { useLanguage } from '../i18n';

/**
 * Numbers and dates in the interface language (CONVENTIONS: through Intl and the domain): Persian gets
 * Persian digits and Solar Hijri dates.
 */
export const useFormat = () => {
  const locale: FormatLocale = useLanguage();
  return useMemo(
    () => ({
      locale,
      number: (value: number) => formatNumber(value, locale),
      /** A price with its instrument's decimals (the server's priceDecimals) when known. */
      price: (value: number, decimals?: number) => formatPrice(value, locale, decimals),
      /** A whole count (badges, days, pages). */
      count: (value: number | string) => (locale === 'fa' ? toPersianDigits(value) : String(value)),
      /** yyyy/LL/dd from unix seconds, in the viewer's zone. */
      date: (unixS: number, withTime = false) =>
        formatDate(unixS * 1000, { locale, timeZone: 'local', withTime }),
    }),
    [locale],
  );
};
