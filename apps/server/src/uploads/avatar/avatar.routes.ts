import { successEnvelopeSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HTTP_KEYS, HttpError, perUserLimit, success, typed } from '../../http';
import { singlePartForm } from '../single-part-form';
import { sendStoredFile } from '../stored-files';
import { UPLOAD_KEYS } from '../upload-keys';
import { AVATAR_IMAGE } from './avatar-image';
import { AVATAR_MAX_BYTES, type AvatarService } from './avatar-service';
import { AVATAR_ROUTE } from './avatar-url';

const FORM_KEYS = { tooLarge: UPLOAD_KEYS.avatarError, invalid: UPLOAD_KEYS.avatarError } as const;

// A form carries no parsed body (undefined); JSON may only say { "avatar": false } (spec §7 "or false to delete").
const avatarBody = z
  .object({ avatar: z.literal(false, UPLOAD_KEYS.avatarError) }, UPLOAD_KEYS.avatarError)
  .nullish();

/** Where the new photo is served, or null once it is deleted. */
const avatarAnswer = successEnvelopeSchema(z.object({ avatarUrl: z.string().nullable() }));

// Decoding a photo costs real CPU: a cap per user on forms (photos), checked before anything is read. A JSON body
// can only delete the avatar, which costs nothing, so a user past the cap can still remove their photo.
const UPLOAD_LIMIT = perUserLimit({
  max: 30,
  timeWindow: '1 minute',
  // Read from the header: the form parser has not looked at the body yet.
  counts: (request) => request.headers['content-type']?.startsWith('multipart/') === true,
});

// Names are random and never reused, so a browser may keep a photo for a year. Cross-origin: the live-chat widget
// (spec §7) shows the avatar from its own origin.
const AVATAR_HEADERS = {
  'content-type': AVATAR_IMAGE.outputType,
  'cache-control': 'public, max-age=31536000, immutable',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

export const avatarRoutes = (plain: FastifyInstance, avatars: AvatarService): void => {
  const app = typed(plain);
  app.post(
    '/user/avatar',
    {
      preParsing: app.requireUser,
      config: UPLOAD_LIMIT,
      schema: { body: avatarBody, response: { 200: avatarAnswer } },
    },
    async (request) => {
      const userId = request.auth!.userId;
      if (request.isMultipart()) {
        return success(
          await avatars.update(userId, singlePartForm(request, 'avatar', FORM_KEYS, AVATAR_MAX_BYTES)),
        );
      }
      // An empty POST must not delete anything: only the explicit false does.
      if (request.body == null) throw new HttpError(400, UPLOAD_KEYS.avatarError);
      return success(await avatars.remove(userId));
    },
  );

  /** Public like any <img> source: the 128-bit random name is what keeps one user's photo from being found. */
  app.get(
    `${AVATAR_ROUTE}/:file`,
    { schema: { params: z.object({ file: z.string().max(64) }) } },
    async (request, reply) => {
      const filePath = avatars.pathOf(request.params.file);
      if (filePath === undefined) throw new HttpError(404, HTTP_KEYS.notFound);
      return sendStoredFile(reply, filePath, AVATAR_HEADERS);
    },
  );
};
