import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { LogoMark, RefreshIcon, WifiOffIcon } from '../../ui/icons';

/** Spec §8: start-up failed for a reason other than a missing session. */
export const ConnectionTrouble = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-surface px-6 text-center">
      <LogoMark size={36} />
      <span className="flex size-16 items-center justify-center rounded-full bg-surface-muted text-ink-muted">
        <WifiOffIcon size={28} />
      </span>
      <div className="max-w-sm">
        <h1 className="font-semibold text-lg">{t('connection.title')}</h1>
        <p className="mt-2 text-ink-muted text-sm leading-relaxed">{t('connection.trouble')}</p>
      </div>
      <Button onClick={onRetry} pending={retrying} size="lg">
        {!retrying && <RefreshIcon size={16} />}
        {t('connection.retry')}
      </Button>
    </main>
  );
};
