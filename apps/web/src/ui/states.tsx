import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { InboxIcon, RefreshIcon, WarningIcon } from './icons';

type StateProps = { title: string; text?: string; icon?: ReactNode; action?: ReactNode; compact?: boolean };

const StateBox = ({ title, text, icon, action, compact = false }: StateProps) => (
  <div
    className={`flex flex-col items-center justify-center gap-2 text-center ${compact ? 'px-4 py-6' : 'px-6 py-14'}`}
  >
    {icon && (
      <span className="mb-1 flex size-11 items-center justify-center rounded-full bg-surface-muted text-ink-muted">
        {icon}
      </span>
    )}
    <p className="font-semibold text-ink text-sm">{title}</p>
    {text && <p className="max-w-sm text-ink-muted text-xs leading-relaxed">{text}</p>}
    {action && <div className="mt-2">{action}</div>}
  </div>
);

/** Nothing to show: spec §8 'no results found', 'List is empty' and friends arrive as the title. */
export const EmptyState = ({
  title,
  text,
  compact,
  action,
}: {
  title?: string;
  text?: string;
  compact?: boolean;
  action?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <StateBox
      title={title ?? t('state.empty')}
      text={text}
      compact={compact}
      action={action}
      icon={<InboxIcon size={20} />}
    />
  );
};

/** A load failed: the message and a retry button (spec §8). */
export const ErrorState = ({
  title,
  text,
  onRetry,
  compact,
}: {
  title?: string;
  text?: string;
  onRetry?: () => void;
  compact?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <StateBox
      title={title ?? t('connection.trouble')}
      text={text}
      compact={compact}
      icon={<WarningIcon size={20} className="text-sell" />}
      action={
        onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RefreshIcon size={14} />
            {t('connection.retry')}
          </Button>
        )
      }
    />
  );
};
