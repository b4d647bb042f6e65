import { THEMES, type Theme } from '@tradescope/domain';
import { isString, localStore } from '../storage';

export type { Theme };
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
/** The browser's toolbar colour follows the page surface of each theme. */
const THEME_COLOURS: Record<ResolvedTheme, string> = { light: '#ffffff', dark: '#111723' };

export const isTheme = (value: unknown): value is Theme =>
  isString(value) && (THEMES as readonly string[]).includes(value);

const systemPrefersDark = (): boolean => globalThis.matchMedia?.(DARK_QUERY).matches ?? false;

export const resolveTheme = (theme: Theme): ResolvedTheme =>
  theme === 'system' ? (systemPrefersDark() ? 'dark' : 'light') : theme;

const listeners = new Set<() => void>();
let current: Theme = 'system';

/** Toggles the `dark` class on <html>; every colour is a CSS variable keyed off it. */
const apply = (): void => {
  const resolved = resolveTheme(current);
  document.documentElement.classList.toggle('dark', resolved === 'dark');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[resolved]);
  for (const listener of listeners) listener();
};

/** Reads the stored choice, applies it and follows the system while the choice is `system`. */
export const initTheme = (): void => {
  current = localStore.get(THEME_STORAGE_KEY, isTheme) ?? 'system';
  globalThis.matchMedia?.(DARK_QUERY).addEventListener('change', () => {
    if (current === 'system') apply();
  });
  apply();
};

export const setTheme = (theme: Theme): void => {
  current = theme;
  localStore.set(THEME_STORAGE_KEY, theme);
  apply();
};

export const getTheme = (): Theme => current;

export const subscribeTheme = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
