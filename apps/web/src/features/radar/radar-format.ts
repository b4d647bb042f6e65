import { useMemo } from 'react';
import { useFormat } from '../../lib/format';

/**
 * The radar's own figures on top of lib/format: whole counts with grouping ("3,883", "۳٬۸۸۳"), a percent, and
 * the clock time of the last refresh (HH:MM:SS, 24-hour) in the interface language.
 */
export const useRadarFormat = () => {
  const format = useFormat();
  return useMemo(() => {
    const intlLocale = format.locale === 'fa' ? 'fa-IR' : 'en-US';
    const counts = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 0 });
    const percents = new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 2 });
    const clock = new Intl.DateTimeFormat(format.locale === 'fa' ? 'fa-IR' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    return {
      ...format,
      total: (value: number) => counts.format(value),
      /** A distance or share given in percent (2.5 → "2.5%", "۲٫۵٪"), up to 2 decimals. */
      percent: (value: number) => percents.format(value / 100),
      clock: (ms: number) => clock.format(ms),
    };
  }, [format]);
};
