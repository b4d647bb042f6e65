import { formatFixed, MISSING_VALUE } from './fixed-decimals';
import type { FormatLocale } from './locale';

/** Spec §9: thousands, millions, billions, trillions, quadrillions, quintillions. */
export const NUMBER_ABBREVIATIONS = ['', 'K', 'M', 'B', 'T', 'P', 'E'] as const;

/** Spec §9: 2 decimals when |n| >= 1, else 6. */
export const numberDecimals = (n: number): number => (Math.abs(n) >= 1 ? 2 : 6);

const roundsUpTo = (abs: number, decimals: number, limit: number): boolean =>
  Number(abs.toFixed(decimals)) >= limit;

/**
 * Compact number for tables (volume, marketcap, change): from 1e3 the value is divided into the largest
 * abbreviation that keeps it at or above 1, and the decimals rule applies to that mantissa, so it always
 * shows 2 decimals (1234567 -> "1.23M"). Decimals are fixed, keeping columns aligned ("5.00", "0.500000").
 * A value that would round to 1000 of one unit moves to the next (999999 -> "1.00M", not "1000.00K").
 */
export const formatNumber = (n: number, locale: FormatLocale = 'en'): string => {
  if (!Number.isFinite(n)) return MISSING_VALUE;
  const abs = Math.abs(n);
  const last = NUMBER_ABBREVIATIONS.length - 1;
  let tier = 0;
  while (tier < last && abs / 1000 ** tier >= 1000) tier += 1;
  let decimals = numberDecimals(abs / 1000 ** tier);
  if (decimals > 2 && roundsUpTo(abs, decimals, 1)) decimals = 2;
  if (tier < last && roundsUpTo(abs / 1000 ** tier, decimals, 1000)) tier += 1;
  return `${formatFixed(n / 1000 ** tier, decimals, locale)}${NUMBER_ABBREVIATIONS[tier]}`;
};
