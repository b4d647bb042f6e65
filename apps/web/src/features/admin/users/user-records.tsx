import { type AdminUserDetail, purchaseStatusView, videoStatusTone } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { StatusChip } from '../../../ui/status-chip';
import { type Column, DataTable } from '../../../ui/table';
import { Card } from '../card';
import { type AccessRow, accessRowsOf } from './access-rows';

type Detail = AdminUserDetail;

/** The user's plans and access, sessions, purchases, gifts and ICT videos, each as a small table. */
export const UserRecords = ({ detail }: { detail: Detail }) => {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const dateOf = (unixS: number | null) => (unixS === null ? '—' : format.date(unixS, true));
  const access: Column<AccessRow>[] = [
    { id: 'group', header: t('users.group'), cell: (row) => t(`users.groups.${row.group}`) },
    { id: 'tier', header: t('users.tier'), cell: (row) => row.tier },
    {
      id: 'expires',
      header: t('users.expires'),
      cell: (row) => (
        <StatusChip tone={row.active ? 'success' : 'neutral'}>{format.date(row.expires)}</StatusChip>
      ),
    },
  ];
  const sessions: Column<Detail['sessions'][number]>[] = [
    { id: 'login', header: t('users.login-date'), cell: (row) => dateOf(row.loginDate) },
    { id: 'device', header: t('users.device'), cell: (row) => `${row.browser} · ${row.os}` },
    { id: 'ip', header: 'IP', cell: (row) => <span dir="ltr">{row.ip}</span> },
    {
      id: 'action',
      header: t('videos.status'),
      cell: (row) => (
        <StatusChip tone={row.action === 'login' ? 'success' : 'neutral'}>
          {t(row.action === 'login' ? 'users.live' : 'users.ended')}
        </StatusChip>
      ),
    },
  ];
  const purchases: Column<Detail['purchases'][number]>[] = [
    { id: 'date', header: t('users.date'), cell: (row) => dateOf(row.date) },
    { id: 'plan', header: t('users.plans'), cell: (row) => row.plan },
    {
      id: 'price',
      header: t('users.amount'),
      cell: (row) => `${format.number(row.amount)} ${row.currency.toUpperCase()}`,
    },
    {
      id: 'status',
      header: t('videos.status'),
      cell: (row) => <StatusChip tone={purchaseStatusView(row.status).tone}>{row.status}</StatusChip>,
    },
  ];
  const gifts: Column<Detail['gifts'][number]>[] = [
    { id: 'name', header: t('users.gift-name'), cell: (row) => row.title || row.name },
    { id: 'days', header: t('users.grant-days'), cell: (row) => format.count(row.days) },
    {
      id: 'state',
      header: t('videos.status'),
      cell: (row) => (
        <StatusChip tone={row.enable_date === 0 ? 'warning' : 'success'}>
          {t(row.enable_date === 0 ? 'users.not-activated' : 'users.activated')}
        </StatusChip>
      ),
    },
  ];
  const videos: Column<Detail['videos'][number]>[] = [
    { id: 'number', header: t('videos.number'), cell: (row) => format.count(row.number) },
    { id: 'date', header: t('videos.date'), cell: (row) => dateOf(row.date) },
    {
      id: 'status',
      header: t('videos.status'),
      cell: (row) => (
        <StatusChip tone={videoStatusTone(row.status)}>{t(`videos.statuses.${row.status}`)}</StatusChip>
      ),
    },
    { id: 'comment', header: t('videos.comment'), cell: (row) => row.comment ?? '—' },
  ];
  const nowS = Date.now() / 1000;
  const tables = [
    {
      title: t('users.access'),
      columns: access,
      rows: accessRowsOf(detail.user, nowS),
      key: (row: AccessRow) => `${row.group}.${row.tier}`,
    },
    {
      title: t('users.sessions'),
      columns: sessions,
      rows: detail.sessions,
      key: (row: { id: string }) => row.id,
    },
    {
      title: t('users.purchases'),
      columns: purchases,
      rows: detail.purchases,
      key: (row: { id: string }) => row.id,
    },
    { title: t('users.gifts'), columns: gifts, rows: detail.gifts, key: (row: { name: string }) => row.name },
    {
      title: t('users.videos'),
      columns: videos,
      rows: detail.videos,
      key: (row: { number: number }) => String(row.number),
    },
  ] as const;
  return (
    <div className="grid grid-cols-1 gap-4 min-[1300px]:grid-cols-2">
      {tables.map((table) => (
        <Card key={table.title} title={table.title}>
          <DataTable
            caption={table.title}
            columns={table.columns as readonly Column<unknown>[]}
            rows={table.rows as readonly unknown[]}
            rowKey={table.key as (row: unknown) => string}
            emptyText={t('users.none')}
          />
        </Card>
      ))}
    </div>
  );
};
