import { useTranslation } from 'react-i18next';
import type { PumpRow } from '../../lib/endpoints/pumps';
import { useFormat } from '../../lib/format';
import { ChangeBadge } from '../../ui/change-badge';
import { PassedTime } from '../../ui/passed-time';
import { EmptyState } from '../../ui/states';
import { DataTable } from '../../ui/table';
import { PumpChartLink, PumpPair, VolumeCell, WindowBadge } from './pump-cells';

export interface PumpRowsProps {
  readonly rows: readonly PumpRow[];
  readonly loading: boolean;
  readonly error: boolean;
  readonly onRetry: () => void;
  readonly emptyText: string;
  /** Filters emptied the list: the empty state offers to clear them. */
  readonly onClearFilters?: (() => void) | undefined;
  readonly logoOf: (row: PumpRow) => string | null;
}

/** The desktop pumps table (spec §2), biggest change first as the server sorts it. */
export const PumpsTable = ({ rows, logoOf, onClearFilters, ...props }: PumpRowsProps) => {
  const { t } = useTranslation('pumps');
  const format = useFormat();
  if (!props.loading && !props.error && rows.length === 0)
    return (
      <div className="rounded-xl border border-line bg-surface-raised">
        <EmptyState title={props.emptyText} text={t('empty-text')} onClearFilters={onClearFilters} />
      </div>
    );
  return (
    <DataTable
      caption={t('title')}
      rows={rows}
      rowKey={(row) => row.id}
      {...props}
      columns={[
        { id: 'pair', header: t('column.pair'), cell: (row) => <PumpPair row={row} logo={logoOf(row)} /> },
        { id: 'window', header: t('column.window'), cell: (row) => <WindowBadge window={row.timeframe} /> },
        {
          id: 'change',
          header: t('column.change'),
          align: 'end',
          cell: (row) => <ChangeBadge change={row.change} />,
        },
        {
          id: 'price',
          header: t('column.price'),
          align: 'end',
          cell: (row) => <span className="font-medium">{format.price(row.price, row.priceDecimals)}</span>,
        },
        { id: 'volume', header: t('column.volume'), align: 'end', cell: (row) => <VolumeCell row={row} /> },
        {
          id: 'passed',
          header: t('column.passed'),
          className: 'text-ink-muted',
          cell: (row) => <PassedTime at={row.matchTimestamp * 1000} />,
        },
        {
          id: 'chart',
          header: t('column.chart'),
          align: 'center',
          cell: (row) => <PumpChartLink row={row} />,
        },
      ]}
    />
  );
};
