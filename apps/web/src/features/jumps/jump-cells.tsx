import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { JumpRow } from '../../lib/endpoints/jumps';
import { useFormat } from '../../lib/format';
import { formatChange } from '../../ui/change-badge';
import { ChartLink as SharedChartLink } from '../../ui/chart-link';
import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon } from '../../ui/icons';
import { PairLabel, pairText } from '../../ui/pair-label';
import { jumpChartHref } from './jump-links';

/** Logo, BASE/QUOTE and the asset's name; a button that opens the jump's details. */
export const JumpPair = ({
  row,
  logo,
  onOpen,
}: {
  row: JumpRow;
  logo: string | null;
  onOpen: () => void;
}) => {
  const { t } = useTranslation('jumps');
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('open-details', { pair: pairText(row) })}
      className="flex min-w-0 items-center gap-2.5 rounded-md text-start hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
    >
      <PairLabel base={row.base} quote={row.quote} name={row.name} logo={logo} />
    </button>
  );
};

/** A signed percent, teal up and rose down. */
export const ChangeText = ({ change, className }: { change: number; className?: string }) => {
  const { locale } = useFormat();
  return (
    <span
      dir="ltr"
      data-change={change}
      className={clsx(
        'tabular font-semibold',
        change > 0 ? 'text-buy' : change < 0 ? 'text-sell' : 'text-ink-muted',
        className,
      )}
    >
      {formatChange(change, locale)}
    </span>
  );
};

/** Spec §2 jumps column: how many jumps the event holds, and the jump itself (its direction and move); the drawer adds the whole event. */
export const JumpMove = ({ row }: { row: JumpRow }) => {
  const { t } = useTranslation('jumps');
  const format = useFormat();
  const count = row.jumps.length + 1;
  const up = row.direction === 'up';
  const Arrow = up ? ArrowUpIcon : ArrowDownIcon;
  return (
    <span className="inline-flex items-center gap-2">
      <span
        className="tabular inline-flex h-6 min-w-6 items-center justify-center rounded-md bg-surface-muted px-1.5 font-semibold text-xs"
        title={t('count', { count, n: format.count(count) })}
      >
        {format.count(count)}
      </span>
      <span
        className={clsx(
          'inline-flex size-6 items-center justify-center rounded-full',
          up ? 'bg-buy/12 text-buy' : 'bg-sell/12 text-sell',
        )}
        role="img"
        aria-label={t(`direction.${row.direction}`)}
      >
        <Arrow size={14} strokeWidth={2.5} />
      </span>
      <ChangeText change={row.change} className="text-sm" />
    </span>
  );
};

/** Opens and closes the row's sub-jumps (spec §2: a row expands). */
export const ExpandButton = ({
  row,
  expanded,
  controls,
  onToggle,
  withText = false,
}: {
  row: JumpRow;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  withText?: boolean;
}) => {
  const { t } = useTranslation('jumps');
  const format = useFormat();
  const count = row.jumps.length + 1;
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      aria-label={t(expanded ? 'collapse' : 'expand', { pair: pairText(row) })}
      onClick={onToggle}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center gap-1 rounded-lg text-ink-muted transition hover:bg-surface-muted hover:text-ink',
        withText ? 'h-8 border border-line px-2.5 font-medium text-xs' : 'size-8',
        expanded && 'bg-surface-muted text-ink',
      )}
    >
      {withText && t('count', { count, n: format.count(count) })}
      <ChevronDownIcon size={15} className={clsx('transition-transform', expanded && 'rotate-180')} />
    </button>
  );
};

export const ChartLink = ({ row, withText = false }: { row: JumpRow; withText?: boolean }) => {
  const { t } = useTranslation('jumps');
  return (
    <SharedChartLink
      to={jumpChartHref(row)}
      label={t('open-chart', { pair: pairText(row) })}
      text={withText ? t('chart') : undefined}
    />
  );
};
