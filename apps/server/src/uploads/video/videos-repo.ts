import { sql } from 'kysely';
import type { Database, VideoRow } from '../../db';

export type VideoStatus = VideoRow['status'];
type NewVideo = Omit<VideoRow, 'number' | 'status' | 'comment' | 'reviewed_at' | 'reviewer_id'>;

/** A video with its uploader, for the administrator's review list. */
export type ReviewRow = VideoRow & { email: string; display_name: string };

const withUploader = (db: Database) =>
  db
    .selectFrom('videos')
    .innerJoin('users', 'users.id', 'videos.user_id')
    .selectAll('videos')
    .select(['users.email', 'users.display_name']);

/** Queries on uploaded ICT videos (spec §2 Upload video, §6 administrator review). */
export const createVideosRepo = (db: Database) => ({
  /**
   * Stores a new pending video as the user's next number, in one transaction. Two racing uploads collide on the
   * (user, number) constraint or the one-pending-per-user index, and the loser throws a unique violation.
   */
  insertPending: (video: NewVideo): Promise<VideoRow> =>
    db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('videos')
        .select((eb) => eb.fn.max('number').as('number'))
        .where('user_id', '=', video.user_id)
        .executeTakeFirst();
      const row = { ...video, number: Number(last?.number ?? 0) + 1, status: 'pending' as const };
      await trx.insertInto('videos').values(row).execute();
      return { ...row, comment: null, reviewed_at: null, reviewer_id: null };
    }),

  historyOf: (userId: string): Promise<VideoRow[]> =>
    db
      .selectFrom('videos')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('number', 'desc')
      .execute(),

  findById: (id: string): Promise<VideoRow | undefined> =>
    db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst(),

  /**
   * Pending videos first, then the reviewed ones; oldest first within each, so the review queue is worked through
   * in the order videos arrived.
   */
  listForReview: (status: VideoStatus | undefined, limit: number, offset: number): Promise<ReviewRow[]> => {
    const query = withUploader(db);
    return (status === undefined ? query : query.where('videos.status', '=', status))
      .orderBy(sql`case when videos.status = 'pending' then 0 else 1 end`)
      .orderBy('videos.created_at', 'asc')
      .orderBy('videos.id')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  findForReview: (id: string): Promise<ReviewRow | undefined> =>
    withUploader(db).where('videos.id', '=', id).executeTakeFirst(),

  /** Records a decision on a video still pending; false when it was not pending (or does not exist). */
  review: async (
    id: string,
    decision: {
      status: Exclude<VideoStatus, 'pending'>;
      comment: string | null;
      reviewerId: string;
      at: number;
    },
  ): Promise<boolean> => {
    const result = await db
      .updateTable('videos')
      .set({
        status: decision.status,
        comment: decision.comment,
        reviewer_id: decision.reviewerId,
        reviewed_at: decision.at,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
});

export type VideosRepo = ReturnType<typeof createVideosRepo>;
