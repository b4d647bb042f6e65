/** Shown in the footer and compared by the service worker's update prompt (spec §1). */
export const APP_VERSION = '5.9.1';

/** Local storage keys carry this prefix and may carry a TTL in seconds (spec §9). */
export const STORAGE_KEY_PREFIX = 'ata:';

export const LANGUAGES = ['en', 'fa'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'en' as const satisfies Language;
/** Persian reads right to left. */
export const RTL_LANGUAGES = ['fa'] as const satisfies readonly Language[];

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
