import { TIMERS } from '@tradescope/domain';
import { lazy, Suspense, useEffect } from 'react';
import { useAppStore } from '../lib/app-store';
import { directionOf, useLanguage } from '../lib/i18n';
import { useTheme } from '../lib/theme';
import { loadSonner, useSonnerWanted } from './sonner-loader';

const Sonner = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Clear of the chart's time axis (about 28 px), which is dragged to scale the chart. */
const ABOVE_TIME_AXIS_PX = 40;

/**
 * Where toasts appear: the top corner at the end of the reading direction, or, on a screen whose top is all controls
 * (the chart page's toolbar), centred at the bottom above the chart's time axis, on phones as on desktops.
 */
export const toastPlacement = (rtl: boolean, atBottom: boolean) =>
  atBottom
    ? {
        position: 'bottom-center' as const,
        offset: { bottom: ABOVE_TIME_AXIS_PX },
        mobileOffset: { bottom: ABOVE_TIME_AXIS_PX },
      }
    : { position: rtl ? ('top-left' as const) : ('top-right' as const) };

/** Toasts go to the bottom while the calling screen is shown (its top holds its controls). */
export const useToastsAtBottom = () => {
  const setAtBottom = useAppStore((state) => state.setToastsAtBottom);
  useEffect(() => {
    setAtBottom(true);
    return () => setAtBottom(false);
  }, [setAtBottom]);
};

/** Spec §4: toasts (success, error, warning, jumps, default) hide after 5000 ms. Mounts with the first toast. */
export const Toaster = () => {
  const wanted = useSonnerWanted();
  const language = useLanguage();
  const { resolved } = useTheme();
  const atBottom = useAppStore((state) => state.toastsAtBottom);
  if (!wanted) return null;
  const rtl = directionOf(language) === 'rtl';
  return (
    <Suspense fallback={null}>
      <Sonner
        duration={TIMERS.toastMs}
        theme={resolved}
        dir={directionOf(language)}
        {...toastPlacement(rtl, atBottom)}
        closeButton
        richColors
        toastOptions={{ className: 'font-sans' }}
      />
    </Suspense>
  );
};
