import { routePath, SETTINGS_BACK_FALLBACK } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChevronStartIcon } from '../../ui/icons';

/** The router's own history index: above 0 when the user came from another screen of the app. */
const cameFromApp = (): boolean => ((globalThis.history?.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** Back where the user came from; opened directly, to the fallback of spec §2 (the crypto asset packs). */
export const BackLink = ({ fallback = routePath(SETTINGS_BACK_FALLBACK) }: { fallback?: string }) => {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => (cameFromApp() ? navigate(-1) : navigate(fallback))}
      className="inline-flex h-8 items-center gap-1 rounded-lg pe-2 text-ink-muted text-sm hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
    >
      <ChevronStartIcon size={16} className="rtl:-scale-x-100" />
      {t('list.back')}
    </button>
  );
};
