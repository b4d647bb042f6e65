export { type DateFormatOptions, type DateTimeZone, formatDate, formatSessionDate } from './date';
export { MISSING_VALUE } from './fixed-decimals';
export { FORMAT_LOCALES, type FormatLocale, toLatinDigits, toPersianDigits } from './locale';
export { formatNumber, NUMBER_ABBREVIATIONS, numberDecimals } from './number';
export { parseDecimal } from './parse-decimal';
export {
  formatPassedTime,
  PASSED_TIME_UNITS,
  type PassedTime,
  type PassedTimeDirection,
  type PassedTimeUnit,
} from './passed-time';
export { passedTimeText } from './passed-time-text';
export {
  fallbackPriceDecimals,
  formatPrice,
  formatRiskPrice,
  priceScale,
  riskPriceScale,
} from './price';
