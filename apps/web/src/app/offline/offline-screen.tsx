import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Button } from '../../ui/button';
import { WifiOffIcon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { useOfflineCheck } from './use-offline-check';

/** The offline screen of spec §4, above everything while the browser is offline. */
export const OfflineScreen = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const { offline, seconds, checking, checkNow } = useOfflineCheck();
  if (!offline) return null;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="offline-title"
      data-testid="offline-screen"
      className="animate-fade-in fixed inset-0 z-[70] flex items-center justify-center bg-surface/95 px-6 backdrop-blur-sm"
    >
      <div className="flex max-w-sm flex-col items-center gap-4 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-surface-muted text-ink-muted">
          <WifiOffIcon size={28} />
        </span>
        <h1 id="offline-title" className="font-semibold text-lg">
          {t('offline.title')}
        </h1>
        <p className="text-ink-muted text-sm leading-relaxed">{t('connection.trouble')}</p>
        <p className="tabular flex h-6 items-center gap-2 text-ink-muted text-xs" aria-live="polite">
          {checking ? (
            <>
              <Spinner size={14} className="text-brand" />
              {t('offline.checking')}
            </>
          ) : (
            t('offline.counter', { seconds: format.count(seconds) })
          )}
        </p>
        <Button variant="secondary" onClick={checkNow} disabled={checking}>
          {t('connection.retry')}
        </Button>
      </div>
    </div>
  );
};
