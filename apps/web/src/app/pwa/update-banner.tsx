import { useRegisterSW } from 'virtual:pwa-register/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../ui/button';
import { RefreshIcon } from '../../ui/icons';

/**
 * Spec §4: when a new worker waits, a banner offers the update; pressing it, or the next navigation,
 * activates the new worker and reloads the page.
 */
export const UpdateBanner = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  const shownAt = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!needRefresh) return;
    if (shownAt.current === undefined) shownAt.current = pathname;
    else if (shownAt.current !== pathname) void updateServiceWorker(true);
  }, [needRefresh, pathname, updateServiceWorker]);

  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="animate-pop-in fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-line bg-surface-raised p-3 shadow-pop desktop:bottom-5"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
        <RefreshIcon size={17} />
      </span>
      <p className="flex-1 font-medium text-sm">{t('update.available')}</p>
      <Button variant="ghost" size="sm" onClick={() => setNeedRefresh(false)}>
        {t('action.later')}
      </Button>
      <Button size="sm" onClick={() => void updateServiceWorker(true)}>
        {t('action.update')}
      </Button>
    </div>
  );
};
