import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { LogoMark, QuoteIcon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { type FeedbackQuote, quoteDurationMs } from './feedback-quote';

/**
 * The start-up screen (spec §2 loading screen): the mark and a spinner, and once the user is known one of
 * the traders' feedback quotes, which stays about 0.3 s per word unless Continue is pressed.
 */
export const LoadingOverlay = ({ quote, onDone }: { quote?: FeedbackQuote; onDone?: () => void }) => {
  const { t } = useTranslation();
  useEffect(() => {
    if (!quote || !onDone) return;
    const timer = setTimeout(onDone, quoteDurationMs(quote.text));
    return () => clearTimeout(timer);
  }, [quote, onDone]);
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      className="animate-fade-in fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 bg-surface px-6"
    >
      <div className="flex items-center gap-3">
        <LogoMark size={40} />
        <span className="font-bold text-2xl tracking-tight">{t('app.name')}</span>
      </div>
      {quote ? (
        <figure className="animate-pop-in w-full max-w-md rounded-2xl border border-line bg-surface-raised p-6 shadow-pop">
          <QuoteIcon size={22} className="text-brand" />
          <blockquote className="mt-3 text-ink leading-relaxed">{quote.text}</blockquote>
          <figcaption className="mt-3 flex items-center justify-between gap-3">
            <span className="font-medium text-ink-muted text-sm">— {quote.name}</span>
            <Button size="sm" onClick={onDone}>
              {t('action.continue')}
            </Button>
          </figcaption>
        </figure>
      ) : (
        <div className="flex items-center gap-2.5 text-ink-muted text-sm">
          <Spinner size={16} className="text-brand" />
          {t('loading.text')}
        </div>
      )}
    </div>
  );
};
