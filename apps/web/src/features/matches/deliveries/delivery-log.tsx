import type { AlertDelivery } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_DELIVERIES_PAGE_SIZE, useAlertDeliveries } from '../../../lib/endpoints/alert-deliveries';
import { useFormat } from '../../../lib/format';
import { useLayout } from '../../../lib/layout';
import { Pagination, pageCountOf } from '../../../ui/pagination';
import { EmptyState, ErrorState } from '../../../ui/states';
import { type Column, DataTable } from '../../../ui/table';
import { DeliverySignal, DeliveryStatus } from './delivery-bits';

const useColumns = (): Column<AlertDelivery>[] => {
  const { t } = useTranslation('matches');
  const format = useFormat();
  return [
    {
      id: 'time',
      header: t('deliveries.columns.time'),
      cell: (row) => (
        <span className="whitespace-nowrap tabular">{format.date(row.createdAt / 1000, true)}</span>
      ),
    },
    {
      id: 'alert',
      header: t('deliveries.columns.alert'),
      cell: (row) => row.packName ?? t('deliveries.jump'),
    },
    {
      id: 'pair',
      header: t('deliveries.columns.pair'),
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-semibold" dir="ltr">
            {row.pair}
          </span>
          <DeliverySignal delivery={row} />
        </span>
      ),
    },
    {
      id: 'channel',
      header: t('deliveries.columns.channel'),
      cell: (row) => t(`deliveries.channel.${row.channel}`),
    },
    {
      id: 'status',
      header: t('deliveries.columns.status'),
      cell: (row) => <DeliveryStatus delivery={row} />,
    },
  ];
};

/** On phones: one card per delivery. */
const DeliveryCards = ({ rows }: { rows: readonly AlertDelivery[] }) => {
  const { t } = useTranslation('matches');
  const format = useFormat();
  return (
    <ul className="flex flex-col gap-2">
      {rows.map((row) => (
        <li
          key={row.id}
          className="flex flex-col gap-1.5 rounded-xl border border-line bg-surface-raised p-3"
        >
          <div className="flex items-center justify-between gap-2">
            <span className="font-semibold text-sm" dir="ltr">
              {row.pair}
            </span>
            <span className="text-ink-muted text-xs">{t(`deliveries.channel.${row.channel}`)}</span>
          </div>
          <DeliverySignal delivery={row} />
          <div className="flex items-end justify-between gap-2">
            <DeliveryStatus delivery={row} />
            <span className="shrink-0 text-ink-faint text-xs tabular">
              {format.date(row.createdAt / 1000, true)}
            </span>
          </div>
          <span className="truncate text-ink-muted text-xs">{row.packName ?? t('deliveries.jump')}</span>
        </li>
      ))}
    </ul>
  );
};

/** The alerts page's delivery log: what was sent where, when, delivered or failing and why (newest first). */
export const DeliveryLog = () => {
  const { t } = useTranslation('matches');
  const layout = useLayout();
  const [page, setPage] = useState(1);
  const query = useAlertDeliveries(page);
  const columns = useColumns();
  const rows = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const empty = <EmptyState title={t('deliveries.empty')} text={t('deliveries.empty-hint')} />;
  return (
    <section aria-label={t('deliveries.caption')} className="flex flex-col gap-3">
      {layout === 'mobile' ? (
        query.isError ? (
          <ErrorState onRetry={() => void query.refetch()} />
        ) : query.isPending ? null : rows.length === 0 ? (
          <div className="rounded-xl border border-line bg-surface-raised">{empty}</div>
        ) : (
          <DeliveryCards rows={rows} />
        )
      ) : total === 0 && query.isSuccess ? (
        <div className="rounded-xl border border-line bg-surface-raised">{empty}</div>
      ) : (
        <DataTable
          caption={t('deliveries.caption')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={query.isPending}
          error={query.isError}
          onRetry={() => void query.refetch()}
        />
      )}
      {total > ALERT_DELIVERIES_PAGE_SIZE && (
        <Pagination
          page={page}
          pageCount={pageCountOf(total, ALERT_DELIVERIES_PAGE_SIZE)}
          onPageChange={setPage}
          itemCount={total}
        />
      )}
    </section>
  );
};
