import { MARKET_SEARCH_EXAMPLES, type Market } from '@tradescope/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAbortError, isApiError } from '../../lib/api';
import { Button, buttonClass } from '../../ui/button';
import { InboxIcon, LockIcon, PeriscopeIcon, RefreshIcon, WarningIcon } from '../../ui/icons';
import { EmptyState } from '../../ui/states';

/** The server's word for a pack that no longer exists (a 404 on the matches call). */
export const PACK_NOT_FOUND = 'market.matched-tabs.pack-not-found';

/** Spec §4 and §8: a cancelled load is not a failure; a 404 on the pack means the pack is gone. */
export type LoadFailure = 'none' | 'pack-gone' | 'error';
export const failureOf = (error: unknown): LoadFailure => {
  if (error === null || error === undefined || isAbortError(error)) return 'none';
  return isApiError(error, 404) && error.key === PACK_NOT_FOUND ? 'pack-gone' : 'error';
};

/** One state panel of the page: icon, title, a line of help and an action. */
export const StatePanel = ({
  icon,
  title,
  text,
  action,
  tone = 'muted',
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  tone?: 'muted' | 'sell' | 'gold';
}) => (
  <div className="flex flex-col items-center justify-center gap-2 px-6 py-12 text-center" data-state-panel>
    <span
      className={`mb-1 flex size-11 items-center justify-center rounded-full ${
        tone === 'sell'
          ? 'bg-sell/10 text-sell'
          : tone === 'gold'
            ? 'bg-gold/10 text-gold'
            : 'bg-surface-muted text-ink-muted'
      }`}
    >
      {icon}
    </span>
    <p className="font-semibold text-ink text-sm">{title}</p>
    {text && <p className="max-w-md text-ink-muted text-xs leading-relaxed">{text}</p>}
    {action && <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div>}
  </div>
);

export const LoadErrorState = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('matches');
  const { t: tr } = useTranslation();
  return (
    <StatePanel
      tone="sell"
      icon={<WarningIcon size={20} />}
      title={t('error.title')}
      text={tr('connection.trouble')}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RefreshIcon size={14} />
          {t('error.retry')}
        </Button>
      }
    />
  );
};

export const PackGoneState = ({ onChoose }: { onChoose: () => void }) => {
  const { t } = useTranslation('matches');
  return (
    <StatePanel
      icon={<PeriscopeIcon size={20} />}
      title={t('market.matched-tabs.pack-not-found')}
      text={t('pack-gone.text')}
      action={
        <Button size="sm" onClick={onChoose}>
          {t('pack-gone.action')}
        </Button>
      }
    />
  );
};

/** Why an empty page is empty (a free plan's allowance) and what to do about it. */
export interface EmptyHint {
  readonly text: string;
  readonly action: ReactNode;
}

export const NoMatchesState = ({
  market,
  search,
  onClearSearch,
  hint,
  onClearFilters,
}: {
  market: Market;
  search: string;
  onClearSearch: () => void;
  hint?: EmptyHint | undefined;
  /** Filters narrow the page: the empty state offers to clear them. */
  onClearFilters?: (() => void) | undefined;
}) => {
  const { t } = useTranslation('matches');
  if (search !== '')
    return (
      <StatePanel
        icon={<InboxIcon size={20} />}
        title={t('empty.title')}
        text={t('empty.search', { search, ...MARKET_SEARCH_EXAMPLES[market] })}
        action={
          <Button variant="secondary" size="sm" onClick={onClearSearch}>
            {t('empty.clear-search')}
          </Button>
        }
      />
    );
  return (
    <EmptyState
      title={t('empty.title')}
      text={hint?.text ?? t('market.matched-tabs.not found')}
      action={hint?.action}
      onClearFilters={onClearFilters}
    />
  );
};

/** Before any call: the page has nothing to ask for (no pack, every pack locked, no alert yet). */
export type PageGate = 'no-packs' | 'locked-packs' | 'no-alerts';

export const GateState = ({
  gate,
  settingsPath,
  onUpgrade,
}: {
  gate: PageGate;
  settingsPath: string;
  onUpgrade: () => void;
}) => {
  const { t } = useTranslation('matches');
  if (gate === 'locked-packs') {
    return (
      <StatePanel
        tone="gold"
        icon={<LockIcon size={20} />}
        title={t('empty.locked-packs')}
        text={t('empty.locked-packs-text')}
        action={
          <Button size="sm" onClick={onUpgrade}>
            {t('upgrade')}
          </Button>
        }
      />
    );
  }
  const alerts = gate === 'no-alerts';
  return (
    <StatePanel
      icon={<InboxIcon size={20} />}
      title={t(alerts ? 'empty.no-alerts' : 'empty.no-packs')}
      text={t(alerts ? 'empty.no-alerts-text' : 'empty.no-packs-text')}
      action={
        <Link to={`${settingsPath}/_`} className={buttonClass('primary', 'sm')}>
          {t(alerts ? 'empty.create-alert' : 'empty.create-pack')}
        </Link>
      }
    />
  );
};
