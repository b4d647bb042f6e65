import type { AuditEntry } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../../../lib/endpoints/admin-system';
import { useFormat } from '../../../lib/format';
import { Pagination, pageCountOf } from '../../../ui/pagination';
import { TabHeader } from '../../../ui/tab-header';
import { type Column, DataTable } from '../../../ui/table';

/** The body of a change as one line: `key: value` pairs, nested values as JSON. */
const detailsText = (details: unknown): string =>
  details !== null && typeof details === 'object' && !Array.isArray(details)
    ? Object.entries(details)
        .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join(' · ')
    : details === null
      ? '—'
      : JSON.stringify(details);

/** The audit log: every console change, newest first, 25 a page. */
export const AuditPage = () => {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const columns: Column<AuditEntry>[] = [
    { id: 'when', header: t('audit.when'), cell: (entry) => format.date(entry.at, true) },
    { id: 'who', header: t('audit.who'), cell: (entry) => <span dir="ltr">{entry.actorEmail}</span> },
    {
      id: 'what',
      header: t('audit.what'),
      cell: (entry) => (
        <code dir="ltr" className="whitespace-nowrap rounded bg-surface-muted px-1.5 py-0.5 text-xs">
          {entry.action}
        </code>
      ),
    },
    {
      id: 'target',
      header: t('audit.target'),
      cell: (entry) => <span dir="ltr">{entry.target ?? '—'}</span>,
    },
    {
      id: 'details',
      header: t('audit.details'),
      className: 'whitespace-normal min-w-64',
      cell: (entry) => (
        <code dir="ltr" className="line-clamp-3 break-all text-ink-muted text-xs">
          {detailsText(entry.details)}
        </code>
      ),
    },
  ];
  return (
    <>
      <TabHeader title={t('tabs.audit')} text={t('audit.text')} />
      <DataTable
        caption={t('tabs.audit')}
        columns={columns}
        rows={log.data?.entries ?? []}
        rowKey={(entry) => entry.id}
        loading={log.isPending}
        error={log.isError}
        onRetry={() => void log.refetch()}
        emptyText={t('audit.empty')}
      />
      {log.data && (
        <Pagination
          page={page}
          pageCount={pageCountOf(log.data.total, log.data.pageSize)}
          onPageChange={setPage}
          itemCount={log.data.total}
        />
      )}
    </>
  );
};
