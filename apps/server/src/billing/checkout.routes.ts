import { purchaseSchema, successEnvelopeSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { success, typed } from '../http';
import { BILLING_KEYS } from './billing-keys';
import type { Checkout } from './checkout';
import { purchasesOf } from './purchase-history';

type CheckoutRoutesOptions = { ctx: AppContext; checkout: Checkout };

// Unknown keys (a price, an amount, a user id) are stripped: the catalog alone prices a purchase.
const checkoutBody = z.object({
  planId: z
    .string(BILLING_KEYS.unknownPlan)
    .min(1, BILLING_KEYS.unknownPlan)
    .max(64, BILLING_KEYS.unknownPlan),
  installments: z.boolean().default(false),
});

const installmentParams = z.object({ installmentId: z.string().min(1).max(64) });
/** Where the browser goes to pay the purchase just started. */
const startedAnswer = successEnvelopeSchema(z.object({ purchaseId: z.string(), paymentUrl: z.string() }));
const purchasesAnswer = successEnvelopeSchema(z.array(purchaseSchema));

export const checkoutRoutes = async (plain: FastifyInstance, { ctx, checkout }: CheckoutRoutesOptions) => {
  const app = typed(plain);
  app.post(
    '/billing/checkout',
    { preParsing: app.requireUser, schema: { body: checkoutBody, response: { 201: startedAnswer } } },
    async (request, reply) => {
      const { planId, installments } = request.body;
      const started = await checkout.checkout(request.auth!.userId, planId, installments);
      return reply.status(201).send(success(started));
    },
  );

  app.get(
    '/user/purchases',
    { preParsing: app.requireUser, schema: { response: { 200: purchasesAnswer } } },
    async (request) => success(await purchasesOf(ctx.db, request.auth!.userId, ctx.now())),
  );

  /**
   * The installment card's pay link: a plain link (no bearer header), so it is public. Its id is unguessable and
   * only shown to the owner; whoever follows it can only pay the owner's next part.
   */
  app.get(
    '/billing/installments/:installmentId/pay',
    { schema: { params: installmentParams } },
    async (request, reply) => {
      const { paymentUrl } = await checkout.payNextInstallment(request.params.installmentId);
      return reply.redirect(paymentUrl, 303);
    },
  );
};
