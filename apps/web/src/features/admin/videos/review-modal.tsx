import type { AdminVideo } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviewVideo } from '../../../lib/endpoints/admin-videos';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { TextArea } from '../../../ui/text-area';
import { notify } from '../../../ui/toast';
import { notifyAdminError } from '../admin-error';
import { VideoPlayer } from './video-player';

/** Plays a video; a pending one is accepted or rejected here, with the comment the member will read. */
export const ReviewModal = ({ video, onClose }: { video: AdminVideo | null; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  const [comment, setComment] = useState('');
  const review = useReviewVideo();
  const pending = video?.status === 'pending';
  const decide = (decision: 'accept' | 'reject') => {
    if (video === null) return;
    if (decision === 'reject' && comment.trim() === '') {
      notify.failure(t('videos.comment-required'));
      return;
    }
    review.mutate(
      { id: video.id, decision, comment },
      {
        onSuccess: () => {
          notify.success(t('videos.reviewed'));
          setComment('');
          onClose();
        },
        onError: notifyAdminError,
      },
    );
  };
  return (
    <Modal
      open={video !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={video ? `${video.user.displayName} · #${video.number}` : ''}
      description={video?.user.email}
      footer={
        pending ? (
          <>
            <Button variant="danger" onClick={() => decide('reject')} pending={review.isPending}>
              {t('videos.reject')}
            </Button>
            <Button onClick={() => decide('accept')} pending={review.isPending}>
              {t('videos.accept')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            {t('videos.close')}
          </Button>
        )
      }
    >
      {video && (
        <div className="flex flex-col gap-3">
          <VideoPlayer id={video.id} />
          {pending ? (
            <TextArea
              label={t('videos.comment-label')}
              hint={t('videos.comment-hint')}
              value={comment}
              rows={3}
              onChange={(event) => setComment(event.target.value)}
            />
          ) : (
            video.comment && <p className="text-ink-muted text-sm">{video.comment}</p>
          )}
        </div>
      )}
    </Modal>
  );
};
