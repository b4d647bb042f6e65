import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, validateDisplayName, validatePasswordChange } from './account';

describe('validateDisplayName', () => {
  it('refuses a blank name and trims a real one', () => {
    expect(validateDisplayName('  ')).toEqual({
      ok: false,
      errors: [{ field: 'displayName', key: 'profile.profile-tab.name-empty' }],
    });
    expect(validateDisplayName(' Sara ')).toEqual({ ok: true, value: 'Sara' });
  });
});

describe('validatePasswordChange', () => {
  it('returns the request body when all is well', () => {
    const input = { currentPassword: 'old secret', newPassword: 'n3w-secret', repeatPassword: 'n3w-secret' };
    expect(validatePasswordChange(input)).toEqual({
      ok: true,
      value: { currentPassword: 'old secret', newPassword: 'n3w-secret' },
    });
  });

  it('requires all three fields', () => {
    const result = validatePasswordChange({ currentPassword: '', newPassword: '', repeatPassword: '' });
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'currentPassword', key: 'profile.change-password-tab.current-password-empty' },
      { field: 'newPassword', key: 'profile.change-password-tab.new-password-empty' },
      { field: 'repeatPassword', key: 'profile.change-password-tab.repeat-password-empty' },
    ]);
  });

  it('says no match when the repeat differs', () => {
    const result = validatePasswordChange({
      currentPassword: 'x',
      newPassword: 'abcdefgh',
      repeatPassword: 'abcdefgH',
    });
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'repeatPassword', key: 'profile.change-password-tab.no-match' },
    ]);
  });

  it('holds the new password to 8 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    const short = validatePasswordChange({
      currentPassword: 'x',
      newPassword: 'abcdefg',
      repeatPassword: 'abcdefg',
    });
    expect(short.ok ? [] : short.errors).toEqual([
      { field: 'newPassword', key: 'profile.change-password-tab.new-password-too-short', params: { min: 8 } },
    ]);
    expect(
      validatePasswordChange({ currentPassword: 'x', newPassword: 'abcdefgh', repeatPassword: 'abcdefgh' })
        .ok,
    ).toBe(true);
  });
});
