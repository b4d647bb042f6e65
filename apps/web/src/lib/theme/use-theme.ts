import { useSyncExternalStore } from 'react';
import { getTheme, type ResolvedTheme, resolveTheme, subscribeTheme, type Theme } from './theme';

/** The chosen theme and what it resolves to now (`system` follows the operating system). */
export const useTheme = (): { theme: Theme; resolved: ResolvedTheme } => {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, getTheme);
  return { theme, resolved: resolveTheme(theme) };
};
