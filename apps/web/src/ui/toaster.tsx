import { TIMERS } from '@tradescope/domain';
import { Toaster as Sonner } from 'sonner';
import { directionOf, useLanguage } from '../lib/i18n';
import { useTheme } from '../lib/theme';

/** Spec §4: toasts (success, error, warning, jumps, default) hide after 5000 ms. */
export const Toaster = () => {
  const language = useLanguage();
  const { resolved } = useTheme();
  const rtl = directionOf(language) === 'rtl';
  return (
    <Sonner
      duration={TIMERS.toastMs}
      theme={resolved}
      dir={directionOf(language)}
      position={rtl ? 'top-left' : 'top-right'}
      closeButton
      richColors
      toastOptions={{ className: 'font-sans' }}
    />
  );
};
