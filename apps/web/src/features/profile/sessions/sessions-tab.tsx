import { PAGE_SIZES, type Session } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessions, useTerminateSession } from '../../../lib/endpoints/sessions';
import { useFormat } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { RefreshIcon } from '../../../ui/icons';
import { Pagination } from '../../../ui/pagination';
import { StatusChip } from '../../../ui/status-chip';
import { TabHeader } from '../../../ui/tab-header';
import { type Column, DataTable } from '../../../ui/table';
import { notify } from '../../../ui/toast';
import { ConfirmModal } from '../confirm-modal';
import { usePage } from '../use-page';
import { sessionDate, sortSessions } from './session-rows';

/**
 * Spec §2 active sessions: id, login and logout dates, the device, and a terminate button while the session is
 * live, with a confirmation (Back, confirm); 10 a page, live ones first.
 */
export const SessionsTab = () => {
  const { t, i18n } = useTranslation('profile');
  const format = useFormat();
  const sessions = useSessions();
  const terminate = useTerminateSession();
  const [asking, setAsking] = useState<Session | null>(null);
  const rows = sortSessions(sessions.data ?? []);
  const page = usePage(rows, PAGE_SIZES.sessions);
  const columns: Column<Session>[] = [
    { id: 'id', header: t('sessions.id'), cell: (row) => <span dir="ltr">{row.id.slice(0, 8)}</span> },
    { id: 'device', header: t('sessions.device'), cell: (row) => `${row.browser} · ${row.os}` },
    { id: 'ip', header: t('sessions.ip'), cell: (row) => <span dir="ltr">{row.ip}</span> },
    {
      id: 'loginDate',
      header: t('sessions.login'),
      cell: (row) => sessionDate(row.loginDate, i18n.language),
    },
    {
      id: 'logoutDate',
      header: t('sessions.logout'),
      cell: (row) => sessionDate(row.logoutDate, i18n.language),
    },
    {
      id: 'action',
      header: t('sessions.action'),
      cell: (row) =>
        row.action === 'login' ? (
          <Button variant="danger" size="sm" onClick={() => setAsking(row)}>
            {t('sessions.terminate')}
          </Button>
        ) : (
          <StatusChip tone="neutral">{t('sessions.ended')}</StatusChip>
        ),
    },
  ];
  return (
    <>
      <TabHeader
        title={t('tabs.activity-sessions')}
        text={t('sessions.text', {
          count: format.count(rows.filter((row) => row.action === 'login').length),
        })}
      >
        <Button variant="secondary" pending={sessions.isFetching} onClick={() => void sessions.refetch()}>
          <RefreshIcon size={14} />
          {t('refresh')}
        </Button>
      </TabHeader>
      <DataTable
        caption={t('tabs.activity-sessions')}
        columns={columns}
        rows={page.rows}
        rowKey={(row) => row.id}
        loading={sessions.isPending}
        error={sessions.isError}
        onRetry={() => void sessions.refetch()}
        emptyText={t('sessions.empty')}
      />
      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        onPageChange={page.setPage}
        itemCount={rows.length}
      />
      <ConfirmModal
        open={asking !== null}
        title={t('sessions.confirm-title')}
        text={asking ? t('sessions.confirm-text', { device: `${asking.browser} · ${asking.os}` }) : undefined}
        confirm={t('sessions.terminate')}
        danger
        pending={terminate.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          asking &&
          terminate.mutate(asking.id, {
            onSuccess: () => {
              setAsking(null);
              notify.success(t('sessions.done'));
            },
            onError: notify.error,
          })
        }
      />
    </>
  );
};
