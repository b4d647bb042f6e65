import { type Market, NEW_PACK_NAME, PAGE_SIZES } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { Pagination } from '../../../ui/pagination';
import { EmptyState, ErrorState } from '../../../ui/states';
import { BackLink } from '../back-link';
import type { PackListKind } from '../pack-kinds';
import { SearchField } from '../search-field';
import { DeletePackModal } from './delete-pack-modal';
import { NewPackButton } from './new-pack-button';
import type { PackRow } from './pack-rows';
import { PackTable } from './pack-table';
import { usePackList } from './use-pack-list';

const packHref = (market: Market, kind: PackListKind, name: string) =>
  `/market/${market}/settings/${kind}/${encodeURIComponent(name)}`;

/** Spec §2 pack list, one screen for the four kinds: title with count / maximum, search, table, 25 a page. */
export const PackListPage = ({ market, kind }: { market: Market; kind: PackListKind }) => {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const list = usePackList(market, kind);
  const [deleting, setDeleting] = useState<PackRow | null>(null);

  return (
    <section
      aria-labelledby="pack-list-title"
      data-route={`market.${market}.settings.${kind}.list`}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 items-center gap-2">
          <BackLink />
          <h2 id="pack-list-title" className="flex min-w-0 items-baseline gap-2 font-semibold text-lg">
            <span className="truncate">{t(`kinds.${kind}.title`)}</span>
            {list.user && (
              <span className="tabular shrink-0 rounded-full bg-surface-muted px-2 py-0.5 font-semibold text-ink-muted text-xs">
                <span aria-hidden="true">
                  {t('list.count', { count: format.count(list.count), max: format.count(list.max) })}
                </span>
                <span className="sr-only">
                  {t('list.count-label', { count: format.count(list.count), max: format.count(list.max) })}
                </span>
              </span>
            )}
          </h2>
        </div>
        {list.user && (
          <NewPackButton
            state={list.newPack}
            max={list.max}
            href={packHref(market, kind, NEW_PACK_NAME)}
            onUpgrade={list.askUpgrade}
            alert={kind === 'alerts'}
          />
        )}
      </div>
      <SearchField
        value={list.search}
        onChange={list.setSearch}
        label={t('list.search')}
        className="max-w-sm"
      />
      {list.isError && !list.user ? (
        <div className="rounded-xl border border-line bg-surface-raised">
          <ErrorState onRetry={() => list.refetch()} />
        </div>
      ) : list.isPending ? (
        <div
          className="h-40 animate-pulse rounded-xl border border-line bg-surface-raised"
          aria-busy="true"
        />
      ) : list.total === 0 ? (
        <div className="rounded-xl border border-line bg-surface-raised">
          <EmptyState title={t(list.search ? 'list.no-results' : 'list.empty')} />
        </div>
      ) : (
        <PackTable
          rows={list.rows}
          firstNumber={(list.page - 1) * PAGE_SIZES.packList + 1}
          ownKeys={list.ownRows.map((row) => row.key)}
          sortable={list.search === ''}
          editHref={(row) => packHref(market, kind, row.key)}
          onToggle={list.toggle}
          onDelete={setDeleting}
          onReorder={list.reorder}
        />
      )}
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        onPageChange={list.setPage}
        itemCount={list.total}
      />
      <DeletePackModal
        row={deleting}
        pending={list.saving}
        onCancel={() => setDeleting(null)}
        onConfirm={(row) => list.remove(row, () => setDeleting(null))}
      />
    </section>
  );
};
