/**
 * Message keys this module answers with; the web translates them (English texts in the comments). Only
 * email-already-confirmed is the spec's own (§8); the rest name rules the spec leaves unworded.
 */
export const VERIFICATION_KEYS = {
  /** 'This email has already been confirmed' */
  emailAlreadyConfirmed: 'profile.profile-tab.email-already-confirmed',
  /** 'Another account already uses this email.' */
  emailTaken: 'profile.profile-tab.email-taken',
  /** 'This phone number has already been confirmed' */
  phoneAlreadyConfirmed: 'profile.profile-tab.phone-already-confirmed',
  /** 'The code is wrong. Please check it and try again.' */
  codeWrong: 'profile.profile-tab.verify-code-wrong',
  /** 'This code has expired or was already used. Please ask for a new code.' */
  codeExpired: 'profile.profile-tab.verify-code-expired',
  /** 'Too many wrong codes. Please ask for a new code.' */
  codeAttemptsExceeded: 'profile.profile-tab.verify-code-attempts-exceeded',
  /** 'Too many failed attempts. Please try again in an hour.' */
  tooManyFailures: 'profile.profile-tab.verify-too-many-attempts',
  /** 'Please wait {seconds} seconds before asking for a new code.' (data.retryAfter) */
  resendTooSoon: 'profile.profile-tab.verify-code-resend-wait',
  /** 'You have asked for too many codes. Please try again in {seconds} seconds.' (data.retryAfter) */
  sendLimit: 'profile.profile-tab.verify-code-send-limit',
  /** 'We could not send the code. Please try again in a moment.' */
  sendFailed: 'profile.profile-tab.verify-code-send-failed',
  /** 'Please verify your phone number before connecting the alert bot.' */
  botNeedsVerifiedPhone: 'market.alerts-tab.bot-needs-verified-phone',
} as const;
