import {
  feedbackQuoteInputSchema,
  feedbackQuoteSchema,
  idSchema,
  successEnvelopeSchema,
} from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAdministrator } from '../../admin';
import type { AppContext } from '../../app-context';
import { success, typed } from '../../http';
import { addQuote, editQuote, listQuotes, removeQuote } from './quotes-admin';

const idParams = z.object({ id: idSchema });
const listAnswer = successEnvelopeSchema(z.array(feedbackQuoteSchema));
const quoteAnswer = successEnvelopeSchema(feedbackQuoteSchema);
const idAnswer = successEnvelopeSchema(z.object({ id: z.string() }));

/** The administrator's list of loading-screen quotes: add, edit, delete. */
export const quotesRoutes = async (plain: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> => {
  const app = typed(plain);
  const preParsing = [app.requireUser, requireAdministrator(ctx.users)];

  app.get('/admin/feedback-quotes', { preParsing, schema: { response: { 200: listAnswer } } }, async () =>
    success(await listQuotes(ctx.db)),
  );

  app.post(
    '/admin/feedback-quotes',
    { preParsing, schema: { body: feedbackQuoteInputSchema, response: { 201: quoteAnswer } } },
    async (request, reply) =>
      reply.status(201).send(success(await addQuote(ctx.db, request.body, ctx.now()))),
  );

  app.put(
    '/admin/feedback-quotes/:id',
    { preParsing, schema: { params: idParams, body: feedbackQuoteInputSchema, response: { 200: idAnswer } } },
    async (request) => {
      await editQuote(ctx.db, request.params.id, request.body);
      return success({ id: request.params.id });
    },
  );

  app.delete(
    '/admin/feedback-quotes/:id',
    { preParsing, schema: { params: idParams, response: { 200: idAnswer } } },
    async (request) => {
      await removeQuote(ctx.db, request.params.id);
      return success({ id: request.params.id });
    },
  );
};
