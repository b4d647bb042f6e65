import {
  canUploadVideo,
  FEATURES,
  PAGE_SIZES,
  profileTabLock,
  type Video,
  videoStatusTone,
} from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/app-store';
import { useUser } from '../../../lib/endpoints';
import { useVideos } from '../../../lib/endpoints/ict-videos';
import { useFormat } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { LockIcon, RefreshIcon } from '../../../ui/icons';
import { Pagination } from '../../../ui/pagination';
import { EmptyState } from '../../../ui/states';
import { StatusChip } from '../../../ui/status-chip';
import { TabHeader } from '../../../ui/tab-header';
import { type Column, DataTable } from '../../../ui/table';
import { nowSeconds } from '../now';
import { usePage } from '../use-page';
import { VideoHints } from './video-hints';
import { VideoUploader } from './video-uploader';

/**
 * Spec §2 upload video: the uploader with its progress, the due-date hints, and the history (number, date and time,
 * comment or dash, status in its colour), 25 a page, newest first, refreshable. Locked below ict, pro and hero.
 */
export const UploadVideoTab = () => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const { data: user } = useUser();
  const openUpgrade = useAppStore((state) => state.openUpgrade);
  const videos = useVideos();
  const rows = [...(videos.data ?? [])].sort((a, b) => b.date - a.date);
  const page = usePage(rows, PAGE_SIZES.videoHistory);
  const locked = user && profileTabLock(user, 'upload-video', nowSeconds()) !== null;
  const columns: Column<Video>[] = [
    { id: 'number', header: '#', cell: (row) => format.count(row.number) },
    { id: 'date', header: t('video.date'), cell: (row) => format.date(row.date, true) },
    {
      id: 'comment',
      header: t('video.comment'),
      cell: (row) => row.comment || '-',
      className: 'whitespace-normal',
    },
    {
      id: 'status',
      header: t('video.status'),
      cell: (row) => (
        <StatusChip tone={videoStatusTone(row.status)}>{t(`video.statuses.${row.status}`)}</StatusChip>
      ),
    },
  ];
  if (locked)
    return (
      <>
        <TabHeader title={t('tabs.upload-video')} />
        <div className="rounded-xl border border-line bg-surface-raised">
          <EmptyState
            title={t('locked')}
            action={
              <Button
                onClick={() => openUpgrade({ rule: FEATURES['uploadVideo.view'].rule, group: 'crypto' })}
              >
                <LockIcon size={14} />
                {t('upgrade')}
              </Button>
            }
          />
        </div>
      </>
    );
  return (
    <>
      <TabHeader title={t('tabs.upload-video')} text={t('video.text')}>
        <Button variant="secondary" pending={videos.isFetching} onClick={() => void videos.refetch()}>
          <RefreshIcon size={14} />
          {t('refresh')}
        </Button>
      </TabHeader>
      {user && <VideoHints user={user} />}
      <VideoUploader hasPendingVideo={!canUploadVideo(rows)} />
      <DataTable
        caption={t('video.history')}
        columns={columns}
        rows={page.rows}
        rowKey={(row) => String(row.number)}
        loading={videos.isPending}
        error={videos.isError}
        onRetry={() => void videos.refetch()}
        emptyText={t('video.empty')}
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
