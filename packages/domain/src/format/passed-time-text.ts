import type { FormatLocale } from './locale';
import { toPersianDigits } from './locale';
import type { PassedTime, PassedTimeUnit } from './passed-time';

type CountedUnit = Exclude<PassedTimeUnit, 'just-now'>;

const PERSIAN_UNITS: Record<CountedUnit, string> = {
  minute: 'دقیقه',
  hour: 'ساعت',
  day: 'روز',
  month: 'ماه',
  year: 'سال',
};

/** Persian keeps the noun singular after a number ("۵ دقیقه پیش"); English adds a plural s. */
export const passedTimeText = (
  passed: Pick<PassedTime, 'unit' | 'count' | 'direction'>,
  locale: FormatLocale,
): string => {
  const { unit, count, direction } = passed;
  if (locale === 'fa') {
    if (unit === 'just-now') return 'همین الان';
    return `${toPersianDigits(count)} ${PERSIAN_UNITS[unit]} ${direction === 'ago' ? 'پیش' : 'بعد'}`;
  }
  if (unit === 'just-now') return 'just now';
  return `${count} ${unit}${count === 1 ? '' : 's'} ${direction}`;
};
