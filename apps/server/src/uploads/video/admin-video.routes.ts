import {
  adminVideoSchema,
  successEnvelopeSchema,
  VIDEO_STATUSES,
  videoReviewSchema,
} from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAdministrator } from '../../admin';
import type { AppContext } from '../../app-context';
import { HTTP_KEYS, HttpError, success, typed } from '../../http';
import { sendStoredFile } from '../stored-files';
import type { VideoReview } from './video-review';
import type { VideoService } from './video-service';

const idParams = z.object({ id: z.uuid() });
const listQuery = z.object({
  status: z.enum(VIDEO_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
const listAnswer = successEnvelopeSchema(z.array(adminVideoSchema));
const reviewAnswer = successEnvelopeSchema(adminVideoSchema);

/** The administrator's review of ICT videos (spec §6); everyone else gets 403 auth.forbidden. */
export const adminVideoRoutes = (
  plain: FastifyInstance,
  ctx: AppContext,
  videos: VideoService,
  review: VideoReview,
): void => {
  const app = typed(plain);
  const preParsing = [app.requireUser, requireAdministrator(ctx.users)];

  app.get(
    '/admin/videos',
    { preParsing, schema: { querystring: listQuery, response: { 200: listAnswer } } },
    async (request, reply) => {
      const { status, limit, offset } = request.query;
      reply.header('cache-control', 'no-store');
      return success(await review.list(status, limit, offset));
    },
  );

  app.post(
    '/admin/videos/:id/review',
    { preParsing, schema: { params: idParams, body: videoReviewSchema, response: { 200: reviewAnswer } } },
    async (request) => success(await review.review(request.params.id, request.auth!.userId, request.body)),
  );

  /** A download, never a page: an uploaded file must not render in our origin (ASVS V3.2.1, V5.4.1). */
  app.get('/admin/videos/:id/file', { preParsing, schema: { params: idParams } }, async (request, reply) => {
    const file = await videos.fileOf(request.params.id);
    if (file === undefined) throw new HttpError(404, HTTP_KEYS.notFound);
    return sendStoredFile(reply, file.path, {
      'content-type': file.type,
      'content-disposition': `attachment; filename="${file.downloadName}"`,
      'cache-control': 'private, no-store',
    });
  });
};
