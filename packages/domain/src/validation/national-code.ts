import { toLatinDigits } from '../format';
import { issue, settle, type ValidationResult } from './result';

/** An Iranian national code (code-e melli) is 10 digits; older cards drop up to two leading zeros. */
export const NATIONAL_CODE_LENGTH = 10;
const SHORTEST_NATIONAL_CODE = 8;

/** Left-pads an 8-10 digit code to its full 10 digits, or returns undefined when it is not one. */
const toFullCode = (code: string): string | undefined => {
  const digits = toLatinDigits(code.trim());
  const pattern = new RegExp(`^\\d{${SHORTEST_NATIONAL_CODE},${NATIONAL_CODE_LENGTH}}$`);
  return pattern.test(digits) ? digits.padStart(NATIONAL_CODE_LENGTH, '0') : undefined;
};

/**
 * The national registry's check digit: s = sum of d[i] x (10 - i) for the first nine digits, r = s mod 11,
 * and the tenth digit equals r when r < 2, else 11 - r. A run of one repeated digit passes that sum
 * (1111111111 does) but is never issued, so it is refused.
 */
export const isValidNationalCode = (code: string): boolean => {
  const full = toFullCode(code);
  if (full === undefined || /^(\d)\1*$/.test(full)) return false;
  const digits = [...full].map(Number);
  const sum = digits.slice(0, 9).reduce((total, digit, i) => total + digit * (10 - i), 0);
  const remainder = sum % 11;
  return digits[9] === (remainder < 2 ? remainder : 11 - remainder);
};

/** Empty is wrong too (spec §5); the value is the full 10-digit code. */
export const validateNationalCode = (code: string): ValidationResult<string> =>
  settle(
    toFullCode(code) ?? code.trim(),
    isValidNationalCode(code) ? [] : [issue('nationalCode', 'profile.profile-tab.national-code-wrong')],
  );
