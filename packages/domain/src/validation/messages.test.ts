import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from './messages';

describe('VALIDATION_MESSAGES', () => {
  it("keeps the spec's own words verbatim (§5, §8)", () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      'market.empty-name': "Name field can't be blank. Please enter a name!",
      'market.name-duplicate': 'There is already another pack with this name. Please enter another name!',
      'profile.profile-tab.email-not-valid': 'email is not valid',
      'profile.profile-tab.phone-not-valid': 'phone number is not valid',
      'profile.profile-tab.verify-code-not-valid': 'verify code is not valid',
      'profile.profile-tab.national-code-wrong': 'National code is wrong',
      'profile.profile-tab.avatar-upload-error':
        'The photo you selected does not meet the storage conditions.Please standardize the size - resolution or format.',
      'profile.change-password-tab.no-match': 'no match',
      'profile.change-password-tab.password-wrong': 'the password is wrong',
      'profile.upload-video-tab.file-size-error': 'selected file size is larger than {size} MB',
      'profile.upload-video-tab.file-type-error': 'selected file type is not allowed.',
      'market.alerts-tab.max-alerts': 'You can add a maximum of {count} alerts',
    });
  });

  it("files every key under one of the spec's prefixes", () => {
    const prefixes = [
      'market.',
      'profile.profile-tab.',
      'profile.change-password-tab.',
      'profile.upload-video-tab.',
    ];
    for (const key of Object.keys(VALIDATION_MESSAGES)) {
      expect(
        prefixes.some((prefix) => key.startsWith(prefix)),
        key,
      ).toBe(true);
    }
  });

  it('names a message per asset kind of every market', () => {
    for (const item of ['coin', 'currency', 'commodity', 'indice', 'stock']) {
      expect(VALIDATION_MESSAGES).toHaveProperty([`market.empty-${item}-list`]);
    }
  });
});
