import { toLatinDigits } from './locale';

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Reads a plain decimal the user typed, in Latin or Persian digits with '.' or the Persian '٫' as the
 * decimal mark. Anything else (grouping, exponents, words, empty text) gives null; callers that accept
 * grouping strip it first.
 */
export const parseDecimal = (text: string): number | null => {
  const latin = toLatinDigits(text.trim()).replace('٫', '.');
  return DECIMAL.test(latin) ? Number(latin) : null;
};
