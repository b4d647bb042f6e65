import { botAddressSchema, sentCodeSchema, successEnvelopeSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { perUserLimit, success, typed } from '../http';
import { botAddressFor } from './bot-address';
import { createCodeBook } from './code-book';
import { USER_LIMITS } from './code-rules';
import { createEmailVerification } from './email-verification';
import { createPhoneVerification } from './phone-verification';
import { createOutboxSmsProvider, type SmsProvider } from './sms';
import { verificationErrorHandler } from './verification-errors';

type VerificationRoutesOptions = {
  ctx: AppContext;
  /** Defaults to the outbox provider (the embedded mode writes texts into DATA_DIR/outbox). */
  sms?: SmsProvider;
};

// Lengths are bounded before the domain rules see them; a missing or oversized field gets the field's own key.
const EMAIL_KEY = 'profile.profile-tab.email-not-valid';
const PHONE_KEY = 'profile.profile-tab.phone-not-valid';
const CODE_KEY = 'profile.profile-tab.verify-code-not-valid';
const email = z.string({ error: EMAIL_KEY }).max(254, EMAIL_KEY);
const phoneNumber = z.string({ error: PHONE_KEY }).max(32, PHONE_KEY);
// ISO 3166 alpha-2; the domain's validatePhone defaults to IR and refuses a code it does not know.
const country = z
  .string({ error: PHONE_KEY })
  .regex(/^[A-Za-z]{2}$/, PHONE_KEY)
  .optional();
const verifyCode = z.string({ error: CODE_KEY }).max(16, CODE_KEY);

const emailSend = z.object({ email });
const emailCheck = z.object({ email, verifyCode });
const phoneSend = z.object({ phoneNumber, country });
const phoneCheck = z.object({ phoneNumber, country, verifyCode });

/** A code is on its way: when it expires (unix milliseconds) and how long it is. */
// The web parses these answers with the same domain schemas.
const sentAnswer = successEnvelopeSchema(sentCodeSchema);
const emailVerified = successEnvelopeSchema(z.object({ email: z.string(), emailVerified: z.boolean() }));
const phoneVerified = successEnvelopeSchema(
  z.object({ phoneNumber: z.string(), phoneNumberVerified: z.boolean() }),
);
const botAnswer = successEnvelopeSchema(botAddressSchema);
const SEND_LIMIT = perUserLimit(USER_LIMITS.send);
const CHECK_LIMIT = perUserLimit(USER_LIMITS.check);

export const verificationRoutes = async (
  plain: FastifyInstance,
  { ctx, sms = createOutboxSmsProvider(ctx.config.dataDir) }: VerificationRoutesOptions,
): Promise<void> => {
  const app = typed(plain);
  app.addHook('preParsing', app.requireUser);
  app.setErrorHandler(verificationErrorHandler);
  const codes = createCodeBook(ctx.db, ctx.now, ctx.limiters);
  const byEmail = createEmailVerification(ctx, codes);
  const byPhone = createPhoneVerification(ctx, codes, sms);

  app.post(
    '/user/email/authentication',
    { config: SEND_LIMIT, schema: { body: emailSend, response: { 200: sentAnswer } } },
    async (request) => success(await byEmail.sendCode(request.auth!.userId, request.body.email)),
  );

  app.post(
    '/user/email/verification',
    { config: CHECK_LIMIT, schema: { body: emailCheck, response: { 200: emailVerified } } },
    async (request) => {
      const { email: address, verifyCode: code } = request.body;
      return success(await byEmail.verify(request.auth!.userId, address, code));
    },
  );

  app.post(
    '/user/phone-number/authentication',
    { config: SEND_LIMIT, schema: { body: phoneSend, response: { 200: sentAnswer } } },
    async (request) => {
      const body = request.body;
      return success(await byPhone.sendCode(request.auth!.userId, body.phoneNumber, body.country));
    },
  );

  app.post(
    '/user/phone-number/verification',
    { config: CHECK_LIMIT, schema: { body: phoneCheck, response: { 200: phoneVerified } } },
    async (request) => {
      const body = request.body;
      return success(
        await byPhone.verify(request.auth!.userId, body.phoneNumber, body.country, body.verifyCode),
      );
    },
  );

  app.get('/alert-bots/bot-address', { schema: { response: { 200: botAnswer } } }, async (request, reply) => {
    // The link's token binds a chat to this account: keep it out of every cache (ASVS V14.3.2).
    reply.header('cache-control', 'no-store');
    return success(await botAddressFor(ctx, request.auth!.userId));
  });
};
