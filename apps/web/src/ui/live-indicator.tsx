import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

export type LiveStatus = 'connecting' | 'live' | 'offline';

/** Whether prices on screen are streaming: a pulsing teal dot when live, amber while connecting, grey when paused. */
export const LiveIndicator = ({ status }: { status: LiveStatus }) => {
  const { t } = useTranslation();
  return (
    <span role="status" className="inline-flex items-center gap-1.5 font-medium text-ink-muted text-xs">
      <span className="relative flex size-2">
        {status === 'live' && (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-buy opacity-60 motion-reduce:hidden" />
        )}
        <span
          className={clsx(
            'relative inline-flex size-2 rounded-full',
            status === 'live' ? 'bg-buy' : status === 'connecting' ? 'bg-warning' : 'bg-ink-faint',
          )}
        />
      </span>
      {t(`live.${status}`)}
    </span>
  );
};
