import { type AdminVideo, videoStatusTone } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminVideos } from '../../../lib/endpoints/admin-videos';
import { useFormat } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { RefreshIcon, VideoIcon } from '../../../ui/icons';
import { StatusChip } from '../../../ui/status-chip';
import { TabHeader } from '../../../ui/tab-header';
import { type Column, DataTable } from '../../../ui/table';
import { sizeParts } from '../figures';
import { ReviewModal } from './review-modal';

/** ICT videos: pending first; each opens a player where a pending one is accepted or rejected with a comment. */
export const VideosPage = () => {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const videos = useAdminVideos();
  const [open, setOpen] = useState<AdminVideo | null>(null);
  const columns: Column<AdminVideo>[] = [
    {
      id: 'user',
      header: t('videos.user'),
      cell: (video) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium">{video.user.displayName}</span>
          <span className="text-ink-muted text-xs" dir="ltr">
            {video.user.email}
          </span>
        </span>
      ),
    },
    { id: 'number', header: t('videos.number'), cell: (video) => format.count(video.number) },
    { id: 'date', header: t('videos.date'), cell: (video) => format.date(video.date, true) },
    {
      id: 'size',
      header: t('videos.size'),
      cell: (video) => {
        const size = sizeParts(video.size);
        return `${format.count(size.value.toFixed(1))} ${size.unit}`;
      },
    },
    {
      id: 'status',
      header: t('videos.status'),
      cell: (video) => (
        <StatusChip tone={videoStatusTone(video.status)}>{t(`videos.statuses.${video.status}`)}</StatusChip>
      ),
    },
    {
      id: 'comment',
      header: t('videos.comment'),
      className: 'whitespace-normal min-w-40',
      cell: (video) => video.comment ?? '—',
    },
    {
      id: 'action',
      header: '',
      align: 'end',
      cell: (video) => (
        <Button
          size="sm"
          variant={video.status === 'pending' ? 'primary' : 'secondary'}
          onClick={() => setOpen(video)}
        >
          <VideoIcon size={14} />
          {t(video.status === 'pending' ? 'videos.review' : 'videos.play')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <TabHeader title={t('tabs.videos')} text={t('videos.text')}>
        <Button variant="secondary" pending={videos.isFetching} onClick={() => void videos.refetch()}>
          <RefreshIcon size={14} />
          {t('refresh')}
        </Button>
      </TabHeader>
      <DataTable
        caption={t('tabs.videos')}
        columns={columns}
        rows={videos.data ?? []}
        rowKey={(video) => video.id}
        loading={videos.isPending}
        error={videos.isError}
        onRetry={() => void videos.refetch()}
        emptyText={t('videos.empty')}
      />
      <ReviewModal video={open} onClose={() => setOpen(null)} />
    </>
  );
};
