import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { adminBillingRoutes } from './admin.routes';
import { createCheckout } from './checkout';
import { checkoutRoutes } from './checkout.routes';
import { giftsRoutes } from './gifts.routes';
import { type PaymentProvider, SANDBOX_METHOD } from './payment-provider';
import { plansRoutes } from './plans.routes';
import { sandboxRoutes } from './sandbox.routes';

/** Plans, purchases through the payment provider, installments, gifts and the administrator's grants. */
export const billingRoutes = async (
  app: FastifyInstance,
  { ctx, provider }: { ctx: AppContext; provider: PaymentProvider | undefined },
): Promise<void> => {
  // Purchases, access and payment pages are per user: no cache (nor the PWA's service worker) may keep them.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const checkout = createCheckout({
    db: ctx.db,
    provider,
    publicUrl: ctx.config.publicUrl,
    now: ctx.now,
  });
  await app.register(plansRoutes);
  await app.register(checkoutRoutes, { ctx, checkout });
  // Without the sandbox chosen (production, unless PAYMENT_PROVIDER=sandbox) its pages and settle routes do not exist.
  if (provider?.method === SANDBOX_METHOD) await app.register(sandboxRoutes, { ctx });
  await app.register(giftsRoutes, { ctx });
  await app.register(adminBillingRoutes, { ctx });
};
