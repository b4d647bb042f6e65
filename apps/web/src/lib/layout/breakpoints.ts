/** Spec §2 layout: mobile up to 640 px, tablet 641-1024, desktop from 1025. */
export const BREAKPOINTS = {
  mobileMaxPx: 640,
  tabletMinPx: 641,
  tabletMaxPx: 1024,
  desktopMinPx: 1025,
} as const;

export type Layout = 'mobile' | 'tablet' | 'desktop';

export const layoutOf = (widthPx: number): Layout => {
  if (widthPx <= BREAKPOINTS.mobileMaxPx) return 'mobile';
  if (widthPx <= BREAKPOINTS.tabletMaxPx) return 'tablet';
  return 'desktop';
};
