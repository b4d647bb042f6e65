import type { SystemHealth } from '@tradescope/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemHealth } from '../../../lib/endpoints/admin-system';
import { useFormat } from '../../../lib/format';
import { Spinner } from '../../../ui/spinner';
import { ErrorState } from '../../../ui/states';
import { StatusChip } from '../../../ui/status-chip';
import { TabHeader } from '../../../ui/tab-header';
import { type Column, DataTable } from '../../../ui/table';
import { Card } from '../card';
import { lagParts, sizeParts } from '../figures';

// A crypto source whose newest close is older than this is behind (its smallest timeframe is a few minutes).
const LAG_WARNING_S = 15 * 60;

const Figure = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex min-w-0 flex-col rounded-lg bg-surface-muted px-3 py-2">
    <dt className="text-ink-muted text-xs">{label}</dt>
    <dd className="tabular break-words font-semibold text-lg">{children}</dd>
  </div>
);

/** Health: the feed and each source's lag, the scanner's queue, counts, the alert backlog and the database size. */
export const HealthPage = () => {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const health = useSystemHealth();
  const lag = (seconds: number | null) => {
    if (seconds === null) return '—';
    const { unit, count } = lagParts(seconds);
    return t(`health.${unit}`, { count: format.count(count) });
  };
  const columns: Column<SystemHealth['sources'][number]>[] = [
    { id: 'source', header: t('health.source'), cell: (row) => <span dir="ltr">{row.source}</span> },
    { id: 'series', header: t('health.series'), cell: (row) => format.count(row.series), align: 'end' },
    {
      id: 'close',
      header: t('health.last-close'),
      cell: (row) => (row.lastClose === null ? '—' : format.date(row.lastClose, true)),
    },
    {
      id: 'lag',
      header: t('health.lag'),
      align: 'end',
      cell: (row) => (
        <StatusChip tone={row.lagS !== null && row.lagS > LAG_WARNING_S ? 'warning' : 'success'}>
          {lag(row.lagS)}
        </StatusChip>
      ),
    },
  ];
  const data = health.data;
  const size = data ? sizeParts(data.databaseBytes) : undefined;
  return (
    <>
      <TabHeader title={t('tabs.health')} text={t('health.text')}>
        {health.isFetching && <Spinner />}
      </TabHeader>
      {health.isError && <ErrorState onRetry={() => void health.refetch()} />}
      {data && size && (
        <>
          <dl
            className="grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-4"
            data-testid="health-figures"
          >
            <Figure label={t('health.mode')}>{t(`health.modes.${data.feed.mode}`)}</Figure>
            <Figure label={t('health.feed')}>
              {t(data.feed.running ? 'health.running' : 'health.stopped')}
            </Figure>
            <Figure label={t('health.instruments')}>{format.count(data.feed.instruments)}</Figure>
            <Figure label={t('health.pending-writes')}>{format.count(data.feed.pendingWrites)}</Figure>
            <Figure label={t('health.queued')}>{format.count(data.scans.queued)}</Figure>
            <Figure label={t('health.done')}>{format.count(data.scans.done)}</Figure>
            <Figure label={t('health.series')}>{format.count(data.counts.series)}</Figure>
            <Figure label={t('health.live-matches')}>{format.count(data.counts.liveMatches)}</Figure>
            <Figure label={t('health.matches-seen')}>{format.count(data.counts.matchesSeen)}</Figure>
            <Figure label={t('health.outbox')}>{format.count(data.outboxBacklog)}</Figure>
            <Figure label={t('health.database')}>
              {format.count(size.value.toFixed(1))} {size.unit}
            </Figure>
          </dl>
          <Card title={t('health.sources')}>
            <DataTable
              caption={t('health.sources')}
              columns={columns}
              rows={data.sources}
              rowKey={(row) => row.source}
            />
          </Card>
        </>
      )}
    </>
  );
};
