import { useSyncExternalStore } from 'react';
import { BREAKPOINTS, type Layout } from './breakpoints';

const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobileMaxPx}px)`;
const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.desktopMinPx}px)`;

const matches = (query: string): boolean => globalThis.matchMedia?.(query).matches ?? false;

const layoutNow = (): Layout => {
  if (matches(MOBILE_QUERY)) return 'mobile';
  return matches(DESKTOP_QUERY) ? 'desktop' : 'tablet';
};

const subscribe = (onChange: () => void): (() => void) => {
  const lists = [MOBILE_QUERY, DESKTOP_QUERY].map((query) => globalThis.matchMedia?.(query));
  for (const list of lists) list?.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list?.removeEventListener('change', onChange);
  };
};

/** Spec §2 layouts: mobile up to 640 px, tablet 641-1024, desktop from 1025 (lib/layout BREAKPOINTS). */
export const useLayout = (): Layout => useSyncExternalStore(subscribe, layoutNow, () => 'desktop');
