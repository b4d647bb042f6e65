import { type JumpNotification, SOURCES, timeframeLabel } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type JumpNotificationsFetcher, useJumpNotifications, useUser } from '../../lib/endpoints';
import { useFormat } from '../../lib/format';
import { CloseIcon, PulseIcon } from '../../ui/icons';

/** At most this many cards stand on screen; older ones wait behind. */
const VISIBLE = 3;

const chartLink = (jump: JumpNotification) =>
  `/market/crypto/chart?${new URLSearchParams({
    source: jump.source,
    base: jump.base,
    quote: jump.quote,
    timeframe: String(jump.timeframe),
    jump: 'true',
  })}`;

const JumpCard = ({ jump, onDismiss }: { jump: JumpNotification; onDismiss: () => void }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className="animate-pop-in flex items-start gap-3 rounded-xl border border-line bg-surface-raised p-3 shadow-pop">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-buy/12 text-buy">
        <PulseIcon size={18} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-[11px] text-ink-faint uppercase tracking-wide">{t('jumps.title')}</p>
        <p className="flex items-baseline gap-2">
          <span className="font-bold text-sm uppercase" dir="ltr">
            {jump.base}/{jump.quote}
          </span>
          <span className="tabular text-ink text-sm">{format.price(jump.price)}</span>
        </p>
        <p className="mt-0.5 text-ink-muted text-xs">
          {t('jumps.count', { count: jump.jumps.length })} · {SOURCES[jump.source].title} ·{' '}
          {timeframeLabel(jump.timeframe)}
        </p>
      </div>
      <div className="flex flex-col items-end gap-1.5">
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('jumps.dismiss')}
          className="text-ink-faint hover:text-ink"
        >
          <CloseIcon size={15} />
        </button>
        <Link to={chartLink(jump)} className="font-semibold text-brand text-xs hover:underline">
          {t('jumps.chart')}
        </Link>
      </div>
    </li>
  );
};

/** The jump-notification stack (spec §2); polls every 120000 ms only while `enabled` (spec §4). */
export const JumpNotificationStack = ({
  enabled,
  fetcher,
}: {
  enabled: boolean;
  fetcher?: JumpNotificationsFetcher;
}) => {
  const { t } = useTranslation();
  const { data } = useJumpNotifications(enabled, fetcher);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const shown = (data ?? []).filter((jump) => !dismissed.has(jump.id)).slice(0, VISIBLE);
  if (!enabled || shown.length === 0) return null;
  return (
    <ol
      aria-label={t('jumps.stack')}
      className="fixed end-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-40 flex w-[min(22rem,calc(100vw-1.5rem))] flex-col gap-2 desktop:bottom-5"
    >
      {shown.map((jump) => (
        <JumpCard
          key={jump.id}
          jump={jump}
          onDismiss={() => setDismissed((set) => new Set(set).add(jump.id))}
        />
      ))}
    </ol>
  );
};

/** The stack wired to the user's setting isEnableJumpsNotification. */
export const JumpNotifications = () => {
  const { data: user } = useUser();
  return <JumpNotificationStack enabled={user?.settings.isEnableJumpsNotification === true} />;
};
