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

/** An asset price with the decimals of its price scale, grouped, in the locale's digits. */
export const formatPrice = (price: number, locale: FormatLocale = 'en'): string =>
  Number.isFinite(price) ? formatFixed(price, priceScale(price), locale) : MISSING_VALUE;

/** Spec §9 risk calculator prices: 4 decimals below 1, 3 below 10, otherwise 2. */
export const riskPriceScale = (price: number): number => {
  const abs = Math.abs(price);
  if (abs < 1) return 4;
  if (abs < 10) return 3;
  return 2;
};

export const formatRiskPrice = (price: number, locale: FormatLocale = 'en'): string =>
  Number.isFinite(price) ? formatFixed(price, riskPriceScale(price), locale) : MISSING_VALUE;
