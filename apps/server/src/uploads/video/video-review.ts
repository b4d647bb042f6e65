import { unixSecondsFromMillis } from '@tradescope/domain';
import { HTTP_KEYS, HttpError } from '../../http';
import { UPLOAD_KEYS } from '../upload-keys';
import { videoView } from './video-service';
import type { ReviewRow, VideoStatus, VideosRepo } from './videos-repo';

export type ReviewDecision = { decision: 'accept' | 'reject'; comment?: string | undefined };

/** A video as the administrator's list shows it: the history fields, its id and file, and who sent it. */
const reviewView = (row: ReviewRow) => ({
  id: row.id,
  ...videoView(row),
  type: row.mime_type,
  size: row.size_bytes,
  reviewedAt: row.reviewed_at === null ? null : unixSecondsFromMillis(row.reviewed_at),
  user: { id: row.user_id, email: row.email, displayName: row.display_name },
});

/** The administrator's side of ICT videos (spec §6 "Administrator reviews videos"). */
export const createVideoReview = (videos: VideosRepo, now: () => number) => ({
  list: async (status: VideoStatus | undefined, limit: number, offset: number) =>
    (await videos.listForReview(status, limit, offset)).map(reviewView),

  /** Accepts or rejects a pending video; a reject must say why, and a decided video stays decided. */
  review: async (id: string, reviewerId: string, { decision, comment }: ReviewDecision) => {
    const note = comment?.trim() || null;
    if (decision === 'reject' && note === null) {
      throw new HttpError(400, UPLOAD_KEYS.commentRequired, [
        { field: 'comment', key: UPLOAD_KEYS.commentRequired },
      ]);
    }
    const status = decision === 'accept' ? 'accept' : 'reject';
    const done = await videos.review(id, { status, comment: note, reviewerId, at: now() });
    if (!done) {
      const exists = (await videos.findById(id)) !== undefined;
      throw exists ? new HttpError(409, UPLOAD_KEYS.alreadyReviewed) : new HttpError(404, HTTP_KEYS.notFound);
    }
    return reviewView((await videos.findForReview(id))!);
  },
});

export type VideoReview = ReturnType<typeof createVideoReview>;
