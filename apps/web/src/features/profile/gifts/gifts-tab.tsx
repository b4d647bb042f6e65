import { type Gift, PAGE_SIZES } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivateGifts, useGifts } from '../../../lib/endpoints/gifts';
import { useFormat } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { GiftIcon } from '../../../ui/icons';
import { Pagination } from '../../../ui/pagination';
import { StatusChip } from '../../../ui/status-chip';
import { TabHeader } from '../../../ui/tab-header';
import { type Column, DataTable, type SortState } from '../../../ui/table';
import { notify } from '../../../ui/toast';
import { ConfirmModal } from '../confirm-modal';
import { usePage } from '../use-page';
import { isNew, sortGifts } from './gift-rows';

/**
 * Spec §2 gifts: name, days, date and activation date (sortable), 10 a page; a gift not activated yet carries a new
 * badge and an activate button; activating one or all asks first.
 */
export const GiftsTab = () => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const gifts = useGifts();
  const activate = useActivateGifts();
  const [sort, setSort] = useState<SortState>(null);
  const [asking, setAsking] = useState<readonly string[] | null>(null);
  const rows = sortGifts(gifts.data ?? [], sort);
  const page = usePage(rows, PAGE_SIZES.gifts);
  const waiting = rows.filter(isNew).map((gift) => gift.name);
  const columns: Column<Gift>[] = [
    {
      id: 'name',
      header: t('gifts.name'),
      // A phone has no room for the date column: the date goes under the name, which wraps.
      cell: (gift) => (
        <span className="flex flex-col gap-0.5 whitespace-normal">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
            {gift.title || gift.name}
            {isNew(gift) && <StatusChip tone="error">{t('gifts.new')}</StatusChip>}
          </span>
          <span className="text-ink-muted text-xs tablet:hidden">{format.date(gift.date)}</span>
        </span>
      ),
    },
    { id: 'days', header: t('gifts.days'), cell: (gift) => format.count(gift.days) },
    { id: 'date', header: t('gifts.date'), cell: (gift) => format.date(gift.date), wideOnly: true },
    {
      id: 'enable_date',
      // Two lines on a phone rather than a table wider than the screen.
      header: <span className="whitespace-normal">{t('gifts.activated')}</span>,
      sortable: true,
      cell: (gift) =>
        isNew(gift) ? (
          <Button size="sm" onClick={() => setAsking([gift.name])}>
            {t('gifts.activate')}
          </Button>
        ) : (
          format.date(gift.enable_date)
        ),
    },
  ];
  return (
    <>
      <TabHeader title={t('tabs.gifts')} text={t('gifts.text')}>
        {waiting.length > 1 && (
          <Button onClick={() => setAsking(waiting)}>
            <GiftIcon size={15} />
            {t('gifts.activate-all')}
          </Button>
        )}
      </TabHeader>
      <DataTable
        caption={t('tabs.gifts')}
        columns={columns}
        rows={page.rows}
        rowKey={(gift) => gift.name}
        sort={sort}
        onSortChange={setSort}
        loading={gifts.isPending}
        error={gifts.isError}
        onRetry={() => void gifts.refetch()}
        emptyText={t('gifts.empty')}
      />
      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        onPageChange={page.setPage}
        itemCount={rows.length}
      />
      <ConfirmModal
        open={asking !== null}
        title={t(asking && asking.length > 1 ? 'gifts.confirm-all-title' : 'gifts.confirm-title')}
        text={t('gifts.confirm-text', { count: asking?.length ?? 0 })}
        confirm={t('gifts.activate')}
        pending={activate.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          asking &&
          activate.mutate(asking, {
            onSuccess: () => {
              setAsking(null);
              notify.success(t('gifts.done'));
              void gifts.refetch();
            },
            onError: notify.error,
          })
        }
      />
    </>
  );
};
