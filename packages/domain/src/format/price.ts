import { formatFixed, MISSING_VALUE } from './fixed-decimals';
import type { FormatLocale } from './locale';

/** Spec §9 price scale: above 100 gives 2 decimals, above 10 gives 4, above 1 gives 8, else (default) 6. */
export const priceScale = (price: number): number => {
  const abs = Math.abs(price);
  if (abs > 100) return 2;
  if (abs > 10) return 4;
  if (abs > 1) return 8;
  return 6;
};

/**
 * An instrument's decimals when its venue gives none: five significant digits of a price of it (6.9369, 1.1420,
 * 113,671.90), never fewer than 2 nor more than 8.
 */
export const fallbackPriceDecimals = (price: number): number => {
  const abs = Math.abs(price);
  if (!(abs > 0) || !Number.isFinite(abs)) return 2;
  return Math.max(2, Math.min(8, 4 - Math.floor(Math.log10(abs))));
};

/**
 * A price of an instrument, grouped, in the locale's digits, always with the instrument's own decimals (from its
 * tick size or price precision: the server's `priceDecimals`), so one pair never switches between 8 decimals and 2.
 * Without them, the fallback's decimals of the price itself.
 */
export const formatPrice = (price: number, locale: FormatLocale = 'en', decimals?: number): string =>
  Number.isFinite(price)
    ? formatFixed(price, decimals ?? fallbackPriceDecimals(price), locale)
    : MISSING_VALUE;

/** Spec §9 risk calculator prices: 4 decimals below 1, 3 below 10, otherwise 2. */
export const riskPriceScale = (price: number): number => {
  const abs = Math.abs(price);
  if (abs < 1) return 4;
  if (abs < 10) return 3;
  return 2;
};

export const formatRiskPrice = (price: number, locale: FormatLocale = 'en'): string =>
  Number.isFinite(price) ? formatFixed(price, riskPriceScale(price), locale) : MISSING_VALUE;
