import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { CloseIcon, InboxIcon, RefreshIcon, WarningIcon } from './icons';

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

/**
 * Nothing to show: spec §8 'no results found', 'List is empty' and friends arrive as the title. A list that filters
 * emptied offers the way out (`onClearFilters`: back to the defaults, saved ones included), so filters saved to the
 * account never leave a screen empty with nothing to press (issue 12).
 */
export const EmptyState = ({
  title,
  text,
  compact,
  action,
  onClearFilters,
}: {
  title?: string | undefined;
  text?: string | undefined;
  compact?: boolean | undefined;
  action?: ReactNode;
  onClearFilters?: (() => void) | undefined;
}) => {
  const { t } = useTranslation();
  return (
    <StateBox
      title={title ?? t('state.empty')}
      text={text}
      compact={compact}
      action={
        onClearFilters || action ? (
          <span className="flex flex-wrap justify-center gap-2">
            {onClearFilters && <ClearFiltersButton onClick={onClearFilters} />}
            {action}
          </span>
        ) : undefined
      }
      icon={<InboxIcon size={20} />}
    />
  );
};

/** The one "Clear filters" button of the filtered empty states. */
export const ClearFiltersButton = ({ onClick }: { onClick: () => void }) => {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" size="sm" onClick={onClick}>
      <CloseIcon size={14} />
      {t('filters.clear')}
    </Button>
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
