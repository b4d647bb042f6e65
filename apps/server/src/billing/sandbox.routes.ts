import { planById } from '@tradescope/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { AUTH_KEYS, readAuthCookies } from '../auth';
import { HttpError, typed } from '../http';
import { fromCents, planTitle } from './catalog';
import { purchaseHistoryUrl, SANDBOX_METHOD } from './payment-provider';
import { effectiveStatus } from './purchase-status';
import { createPurchasesRepo } from './purchases-repo';
import { notFoundPage, sandboxPage } from './sandbox-page';
import { type Outcome, settlePurchase } from './settlement';

const purchaseParams = z.object({ purchaseId: z.string().min(1).max(64) });
const OUTCOMES = { pay: 'completed', fail: 'failed', cancel: 'cancelled' } as const satisfies Record<
  string,
  Outcome
>;

/** Stricter than the app's CSP: no script at all, forms post here and land on the app's purchase history. */
const pageHeaders = (reply: FastifyReply, publicUrl: string): FastifyReply =>
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(publicUrl).origin}; ` +
        "frame-ancestors 'none'; base-uri 'none'",
    );

/**
 * The sandbox gateway, public like a real gateway's pages: GET shows the payment, and the Pay / Fail / Cancel forms
 * settle it and send the browser back to the purchase history (303, so the reload does not post again).
 */
export const sandboxRoutes = async (plain: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> => {
  const app = typed(plain);
  const { publicUrl } = ctx.config;
  // HTML forms post urlencoded; the buttons carry no fields, so the body is read and dropped (this plugin only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get('/billing/sandbox/:purchaseId', { schema: { params: purchaseParams } }, async (request, reply) => {
    const { purchaseId } = request.params;
    const purchase = await createPurchasesRepo(ctx.db).findById(purchaseId);
    if (purchase?.payment_method !== SANDBOX_METHOD) {
      return pageHeaders(reply, publicUrl).status(404).send(notFoundPage());
    }
    const plan = planById(purchase.plan_id);
    return pageHeaders(reply, publicUrl).send(
      sandboxPage({
        purchaseId,
        planTitle: plan === undefined ? purchase.plan_id : planTitle(plan),
        days: purchase.days,
        amount: fromCents(purchase.amount_cents),
        currency: purchase.currency,
        status: effectiveStatus(purchase, ctx.now()),
        returnUrl: purchaseHistoryUrl(publicUrl),
      }),
    );
  });

  /**
   * Only the purchase's owner settles it: the page's forms carry the session cookie, an API client its bearer token.
   * Another gateway's purchase is left to settlePurchase, which answers it as missing.
   */
  const ensureOwner = async (request: FastifyRequest, purchaseId: string): Promise<void> => {
    let payer: string | undefined;
    if (request.headers.authorization === undefined)
      payer = await ctx.auth.sessionUser(readAuthCookies(request));
    else {
      await app.requireUser(request);
      payer = request.auth?.userId;
    }
    if (payer === undefined) throw new HttpError(401, AUTH_KEYS.unauthorized);
    const purchase = await createPurchasesRepo(ctx.db).findById(purchaseId);
    if (purchase?.payment_method === SANDBOX_METHOD && purchase.user_id !== payer)
      throw new HttpError(403, AUTH_KEYS.forbidden);
  };

  for (const [action, outcome] of Object.entries(OUTCOMES)) {
    app.post(
      `/billing/sandbox/:purchaseId/${action}`,
      { schema: { params: purchaseParams } },
      async (request, reply) => {
        const { purchaseId } = request.params;
        await ensureOwner(request, purchaseId);
        await settlePurchase(ctx.db, { purchaseId, method: SANDBOX_METHOD, outcome }, ctx.now());
        return reply.redirect(purchaseHistoryUrl(publicUrl), 303);
      },
    );
  }
};
