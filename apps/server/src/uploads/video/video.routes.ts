import { successEnvelopeSchema, videoSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { perUserLimit, success, typed } from '../../http';
import { singlePartForm } from '../single-part-form';
import { UPLOAD_KEYS } from '../upload-keys';
import { VIDEO_MAX_BYTES, type VideoService } from './video-service';

const FORM_KEYS = { tooLarge: UPLOAD_KEYS.videoSize, invalid: UPLOAD_KEYS.videoType } as const;

// Each upload may write 20 MB to disk: a cap per user, checked before anything is read.
const UPLOAD_LIMIT = perUserLimit({ max: 10, timeWindow: '1 minute' });

const videoAnswer = successEnvelopeSchema(videoSchema);
const historyAnswer = successEnvelopeSchema(z.array(videoSchema));

/** The uploader's own routes (spec §7 POST user/ict-video/upload, GET user/ict-video). */
export const videoRoutes = (plain: FastifyInstance, videos: VideoService): void => {
  const app = typed(plain);
  app.post(
    '/user/ict-video/upload',
    { preParsing: app.requireUser, config: UPLOAD_LIMIT, schema: { response: { 201: videoAnswer } } },
    async (request, reply) => {
      const form = singlePartForm(request, 'video', FORM_KEYS, VIDEO_MAX_BYTES);
      return reply.status(201).send(success(await videos.upload(request.auth!.userId, form)));
    },
  );

  app.get(
    '/user/ict-video',
    { preParsing: app.requireUser, schema: { response: { 200: historyAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await videos.history(request.auth!.userId));
    },
  );
};
