/**
 * Message keys of our own sign-in (the spec's sign-in lived on an external site, so it names none). The web
 * translates them like the spec's keys.
 */
export const AUTH_KEYS = {
  invalidCredentials: 'auth.invalid-credentials',
  emailTaken: 'auth.email-taken',
  locked: 'auth.too-many-attempts',
  unauthorized: 'auth.unauthorized',
  noSession: 'auth.no-session',
  resetInvalid: 'auth.reset-link-invalid',
  forbidden: 'auth.forbidden',
} as const;
