import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { AVATAR_SWEEP_EVERY_MS, avatarRoutes, createAvatarService } from './avatar';
import { FORM_LIMITS } from './single-part-form';
import {
  adminVideoRoutes,
  createVideoReview,
  createVideoService,
  VIDEO_MAX_BYTES,
  videoRoutes,
} from './video';

/**
 * Avatars (spec §5, §7 POST user/avatar), ICT videos (§2 Upload video, §7) and their review by an administrator.
 * Files live under DATA_DIR (avatars/, videos/), outside anything served statically.
 */
export const uploadsRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> => {
  const { config, db, users, now } = ctx;
  // Encapsulated: only this module's routes parse forms. Each route narrows fileSize further; busboy's own limits
  // (parts 1000, fileSize = bodyLimit) would otherwise apply to the whole form.
  await app.register(multipart, { limits: { ...FORM_LIMITS, fileSize: VIDEO_MAX_BYTES } });

  const avatars = createAvatarService({ users, now, dataDir: config.dataDir, publicUrl: config.publicUrl });
  const videos = createVideoService({ db, users, now, dataDir: config.dataDir });
  await Promise.all([avatars.ready(), videos.ready()]);
  const sweeping = setInterval(
    () =>
      void avatars.sweep().catch((error: unknown) => app.log.error({ err: error }, 'avatar sweep failed')),
    AVATAR_SWEEP_EVERY_MS,
  );
  sweeping.unref();
  app.addHook('onClose', async () => clearInterval(sweeping));

  avatarRoutes(app, avatars);
  videoRoutes(app, videos);
  adminVideoRoutes(app, ctx, videos, createVideoReview(videos.repo, now));
};
