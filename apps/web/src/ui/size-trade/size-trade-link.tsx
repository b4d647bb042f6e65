import type { Match } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalculatorIcon } from '../icons';
import { sizeTradeHref } from './size-trade-params';

type SizedMatch = Parameters<typeof sizeTradeHref>[0];

/**
 * "Size this trade": the risk calculator filled from the match (crypto only, spec §1). Nothing for a match of another
 * market or with no side. `icon` is the table's square button; otherwise a small labelled button.
 */
export const SizeTradeLink = ({
  match,
  market,
  icon = false,
  className,
}: {
  match: SizedMatch & Pick<Match, 'base' | 'quote'>;
  market: string;
  icon?: boolean;
  className?: string;
}) => {
  const { t } = useTranslation();
  const href = market === 'crypto' ? sizeTradeHref(match) : undefined;
  if (href === undefined) return null;
  const label = t('size-trade.label', { pair: `${match.base}/${match.quote}`.toUpperCase() });
  return (
    <Link
      to={href}
      aria-label={label}
      title={icon ? label : undefined}
      data-testid="size-trade"
      className={clsx(
        'inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg font-semibold transition',
        icon
          ? 'size-8 text-ink-muted hover:bg-brand-soft hover:text-brand'
          : 'h-8 border border-line px-2.5 text-xs hover:border-brand hover:text-brand',
        className,
      )}
    >
      <CalculatorIcon size={icon ? 16 : 14} />
      {!icon && t('size-trade.text')}
    </Link>
  );
};
