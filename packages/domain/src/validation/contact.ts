import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { toLatinDigits } from '../format';
import { LIMITS } from '../markets';
import { issue, settle, type ValidationResult } from './result';

/** Spec §5: the phone country picker starts on Iran. */
export const DEFAULT_PHONE_COUNTRY = 'IR';

// zod's e-mail rule accepts the addresses people actually use and rejects the odd RFC corners.
const emailSchema = z.email();

/** The value is the trimmed address. */
export const validateEmail = (email: string): ValidationResult<string> => {
  const value = email.trim();
  return settle(
    value,
    emailSchema.safeParse(value).success ? [] : [issue('email', 'profile.profile-tab.email-not-valid')],
  );
};

/**
 * A phone number valid for the chosen country (ISO 3166 alpha-2, any case), typed nationally or
 * internationally; the value is E.164 ("+989121234567"). libphonenumber-js's default metadata checks
 * each country's number lengths and prefixes, not every digit pattern; the verify code settles the rest.
 */
export const validatePhone = (
  phone: string,
  country: string = DEFAULT_PHONE_COUNTRY,
): ValidationResult<string> => {
  const region = country.toUpperCase();
  const parsed = isSupportedCountry(region)
    ? parsePhoneNumberFromString(toLatinDigits(phone), region)
    : undefined;
  const valid = parsed?.isValid() === true && parsed.country === region;
  return settle(
    parsed?.number ?? '',
    valid ? [] : [issue('phoneNumber', 'profile.profile-tab.phone-not-valid')],
  );
};

/**
 * Exactly `codeLength` digits: the send-code response's codeMaxLength, 6 when it names none (spec §5).
 * Persian digits typed on a phone keyboard are read as ASCII.
 */
export const validateVerifyCode = (
  code: string,
  codeLength: number = LIMITS.verifyCodeMaxLength,
): ValidationResult<string> => {
  const value = toLatinDigits(code.trim());
  const valid = value.length === codeLength && /^\d+$/.test(value);
  return settle(value, valid ? [] : [issue('verifyCode', 'profile.profile-tab.verify-code-not-valid')]);
};
