import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AUTH_KEYS } from '../auth';
import { HttpError, typed } from '../http';
import { type TelegramWebhook, WEBHOOK_PATH } from './telegram-bot';

// An update is an id and one of many optional parts; grammY reads the parts, the route only checks the shape.
const updateSchema = z.looseObject({ update_id: z.number().int().nonnegative() });

const sameSecret = (given: unknown, secret: string): boolean =>
  typeof given === 'string' &&
  given.length === secret.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(secret));

/** POST telegram/webhook: updates from Telegram, accepted only with the secret set by setWebhook. */
export const telegramWebhookRoutes = async (
  plain: FastifyInstance,
  { webhook }: { webhook: TelegramWebhook },
): Promise<void> => {
  const app = typed(plain);
  app.post(WEBHOOK_PATH, { schema: { body: updateSchema } }, async (request, reply) => {
    if (!sameSecret(request.headers['x-telegram-bot-api-secret-token'], webhook.secret))
      throw new HttpError(401, AUTH_KEYS.unauthorized);
    await webhook.handle(request, reply);
    return reply;
  });
};
