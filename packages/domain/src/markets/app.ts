/** The app's version (spec §1): the footer shows it and the health check answers it. */
export const APP_VERSION = '5.9.1';

export const LANGUAGES = ['en', 'fa'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'en' as const satisfies Language;

/** The themes a user's settings may hold (the server validates them); the web applies them. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
