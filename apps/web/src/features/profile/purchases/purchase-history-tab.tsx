import { PAGE_SIZES, type Purchase, purchaseStatusView } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/endpoints';
import { usePurchases } from '../../../lib/endpoints/purchases';
import { useFormat } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { RefreshIcon } from '../../../ui/icons';
import { Pagination } from '../../../ui/pagination';
import { StatusChip } from '../../../ui/status-chip';
import { TabHeader } from '../../../ui/tab-header';
import { type Column, DataTable } from '../../../ui/table';
import { usePage } from '../use-page';
import { CheckoutResult } from './checkout-result';

/**
 * Spec §2 purchase history: index, date, price with its upper-case currency, status in its colour and details (or a
 * dash); 10 a page, oldest first; refreshable, with a retry panel when the load fails.
 */
export const PurchaseHistoryTab = () => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const purchases = usePurchases();
  const user = useUser();
  const rows = purchases.data ?? [];
  const page = usePage(rows, PAGE_SIZES.purchaseHistory);
  const first = (page.page - 1) * PAGE_SIZES.purchaseHistory;
  const columns: Column<Purchase>[] = [
    { id: 'index', header: '#', cell: (row) => format.count(first + page.rows.indexOf(row) + 1) },
    { id: 'date', header: t('purchases.date'), cell: (row) => format.date(row.date, true) },
    {
      id: 'plan',
      header: t('purchases.plan'),
      cell: (row) => t(`plans.${row.plan}`, { defaultValue: row.plan }),
    },
    {
      id: 'price',
      header: t('purchases.price'),
      cell: (row) => `${format.number(row.amount)} ${row.currency.toUpperCase()}`,
    },
    {
      id: 'status',
      header: t('purchases.status'),
      // Completed reads "successful" (spec §2).
      cell: (row) => (
        <StatusChip tone={purchaseStatusView(row.status).tone}>
          {t(`purchases.statuses.${row.status}`)}
        </StatusChip>
      ),
    },
    {
      id: 'details',
      header: t('purchases.details'),
      cell: (row) =>
        row.details ? t(`purchases.detail-texts.${row.details}`, { defaultValue: row.details }) : '-',
    },
  ];
  const refresh = () => {
    void purchases.refetch();
    void user.refetch();
  };
  return (
    <>
      <TabHeader title={t('tabs.purchase-history')} text={t('purchases.text')}>
        <Button variant="secondary" pending={purchases.isFetching} onClick={refresh}>
          <RefreshIcon size={14} />
          {t('refresh')}
        </Button>
      </TabHeader>
      <CheckoutResult purchases={rows} />
      <DataTable
        caption={t('tabs.purchase-history')}
        columns={columns}
        rows={page.rows}
        rowKey={(row) => row.id}
        loading={purchases.isPending}
        error={purchases.isError}
        onRetry={() => void purchases.refetch()}
        emptyText={t('purchases.empty')}
      />
      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        onPageChange={page.setPage}
        itemCount={rows.length}
      />
    </>
  );
};
