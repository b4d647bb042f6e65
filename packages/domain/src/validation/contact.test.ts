import { describe, expect, it } from 'vitest';
import { validateEmail, validatePhone, validateVerifyCode } from './contact';

describe('validateEmail', () => {
  it('accepts an ordinary address, trimmed', () => {
    expect(validateEmail(' trader@example.co.uk ')).toEqual({ ok: true, value: 'trader@example.co.uk' });
  });

  it.each(['', 'trader', 'trader@', '@example.com', 'trader@example', 'a b@example.com'])(
    'refuses %j',
    (email) => {
      expect(validateEmail(email)).toEqual({
        ok: false,
        errors: [{ field: 'email', key: 'profile.profile-tab.email-not-valid' }],
      });
    },
  );
});

describe('validatePhone', () => {
  it('reads an Iranian mobile number in any usual form as E.164', () => {
    for (const phone of ['09121234567', '912 123 4567', '+98 912 123 4567', '۰۹۱۲۱۲۳۴۵۶۷']) {
      expect(validatePhone(phone)).toEqual({ ok: true, value: '+989121234567' });
    }
  });

  it('checks against the chosen country, in any case', () => {
    expect(validatePhone('(213) 373-4253', 'us')).toEqual({ ok: true, value: '+12133734253' });
    expect(validatePhone('+1 213 373 4253', 'IR').ok).toBe(false);
  });

  it.each(['', 'abc', '0912123456', '091212345678'])('refuses %j', (phone) => {
    expect(validatePhone(phone)).toEqual({
      ok: false,
      errors: [{ field: 'phoneNumber', key: 'profile.profile-tab.phone-not-valid' }],
    });
  });

  it('refuses an unknown country code', () => {
    expect(validatePhone('09121234567', 'XX').ok).toBe(false);
  });
});

describe('validateVerifyCode', () => {
  it('needs exactly codeMaxLength digits, 6 by default', () => {
    expect(validateVerifyCode('123456')).toEqual({ ok: true, value: '123456' });
    expect(validateVerifyCode('۱۲۳۴۵۶')).toEqual({ ok: true, value: '123456' });
    expect(validateVerifyCode('12345').ok).toBe(false);
    expect(validateVerifyCode('1234567').ok).toBe(false);
    expect(validateVerifyCode('1234', 4).ok).toBe(true);
  });

  it('refuses anything but digits', () => {
    expect(validateVerifyCode('12a456')).toEqual({
      ok: false,
      errors: [{ field: 'verifyCode', key: 'profile.profile-tab.verify-code-not-valid' }],
    });
    expect(validateVerifyCode('12.456').ok).toBe(false);
  });
});
