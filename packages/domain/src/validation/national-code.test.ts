import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidNationalCode, validateNationalCode } from './national-code';

// Valid and invalid codes published with independent implementations: the rust-persian-tools docs
// (11537027, 0076229645, 1583250689 valid; 9999999999 invalid) and persian-tools (0018465986).
describe('isValidNationalCode', () => {
  it.each(['0076229645', '1583250689', '0018465986', '11537027'])('accepts %s', (code) => {
    expect(isValidNationalCode(code)).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidNationalCode('0076229646')).toBe(false);
    expect(isValidNationalCode('1583250680')).toBe(false);
  });

  it('refuses a run of one digit even where the sum checks out', () => {
    // 1111111111: s = 54, r = 10, 11 - r = 1, so only the repeated-digit rule refuses it.
    expect(isValidNationalCode('1111111111')).toBe(false);
    expect(isValidNationalCode('9999999999')).toBe(false);
    expect(isValidNationalCode('0000000000')).toBe(false);
  });

  it('refuses empty text, fewer than 8 or more than 10 digits, and non-digits', () => {
    for (const code of ['', '1537027', '00076229645', '007622964a', '007-622-9645']) {
      expect(isValidNationalCode(code)).toBe(false);
    }
  });

  it('reads Persian digits', () => {
    expect(isValidNationalCode('۰۰۷۶۲۲۹۶۴۵')).toBe(true);
  });

  it('gives the same answer for an 8 or 9 digit code and its zero-padded forms', () => {
    const shortCode = fc
      .integer({ min: 8, max: 9 })
      .chain((length) =>
        fc
          .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
          .map((d) => d.join('')),
      );
    fc.assert(
      fc.property(shortCode, (code) => {
        const answer = isValidNationalCode(code);
        for (let length = code.length + 1; length <= 10; length += 1) {
          expect(isValidNationalCode(code.padStart(length, '0'))).toBe(answer);
        }
      }),
    );
  });

  it('accepts exactly one check digit for every issued prefix', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }), (digits) => {
        const prefix = digits.join('');
        fc.pre(!/^(\d)\1*$/.test(prefix));
        const valid = [...'0123456789'].filter((check) => isValidNationalCode(prefix + check));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});

describe('validateNationalCode', () => {
  it('returns the full 10 digits', () => {
    expect(validateNationalCode(' 11537027 ')).toEqual({ ok: true, value: '0011537027' });
  });

  it('flags an empty code', () => {
    expect(validateNationalCode('')).toEqual({
      ok: false,
      errors: [{ field: 'nationalCode', key: 'profile.profile-tab.national-code-wrong' }],
    });
  });
});
