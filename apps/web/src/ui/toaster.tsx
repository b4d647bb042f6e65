import { TIMERS } from '@tradescope/domain';
import { lazy, Suspense } from 'react';
import { directionOf, useLanguage } from '../lib/i18n';
import { useTheme } from '../lib/theme';
import { loadSonner, useSonnerWanted } from './sonner-loader';

const Sonner = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Spec §4: toasts (success, error, warning, jumps, default) hide after 5000 ms. Mounts with the first toast. */
export const Toaster = () => {
  const wanted = useSonnerWanted();
  const language = useLanguage();
  const { resolved } = useTheme();
  if (!wanted) return null;
  const rtl = directionOf(language) === 'rtl';
  return (
    <Suspense fallback={null}>
      <Sonner
        duration={TIMERS.toastMs}
        theme={resolved}
        dir={directionOf(language)}
        position={rtl ? 'top-left' : 'top-right'}
        closeButton
        richColors
        toastOptions={{ className: 'font-sans' }}
      />
    </Suspense>
  );
};
