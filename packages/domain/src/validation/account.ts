import { issue, settle, type ValidationIssue, type ValidationResult } from './result';

/**
 * Our choice, as the spec names none: 8 characters, NIST SP 800-63B rev. 3's minimum for passwords a user
 * picks. Only the new password is held to it; the current one is the server's to check.
 */
export const MIN_PASSWORD_LENGTH = 8;

/** The display name must not be blank; the value is trimmed. */
export const validateDisplayName = (name: string): ValidationResult<string> => {
  const value = name.trim();
  return settle(value, value === '' ? [issue('displayName', 'profile.profile-tab.name-empty')] : []);
};

export interface PasswordChangeInput {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly repeatPassword: string;
}

/** The body of POST user/reset-password (spec §7). */
export interface AccountPasswordBody {
  readonly currentPassword: string;
  readonly newPassword: string;
}

/** The value is the request body. Passwords are never trimmed: spaces count. */
export const validatePasswordChange = (input: PasswordChangeInput): ValidationResult<AccountPasswordBody> => {
  const errors: ValidationIssue[] = [];
  if (input.currentPassword === '') {
    errors.push(issue('currentPassword', 'profile.change-password-tab.current-password-empty'));
  }
  if (input.newPassword === '') {
    errors.push(issue('newPassword', 'profile.change-password-tab.new-password-empty'));
  } else if ([...input.newPassword].length < MIN_PASSWORD_LENGTH) {
    errors.push(
      issue('newPassword', 'profile.change-password-tab.new-password-too-short', {
        min: MIN_PASSWORD_LENGTH,
      }),
    );
  }
  if (input.repeatPassword === '') {
    errors.push(issue('repeatPassword', 'profile.change-password-tab.repeat-password-empty'));
  } else if (input.repeatPassword !== input.newPassword) {
    errors.push(issue('repeatPassword', 'profile.change-password-tab.no-match'));
  }
  return settle({ currentPassword: input.currentPassword, newPassword: input.newPassword }, errors);
};
