/** What checkout asks a gateway for; the amount is in currency units (2 decimals), the price from the catalog. */
export type PaymentRequest = {
  purchaseId: string;
  amount: number;
  currency: string;
  description: string;
  /** Where the gateway sends the browser back once the payment is settled. */
  returnUrl: string;
};

/**
 * A payment gateway. Checkout stores a pending purchase, then sends the browser to `paymentUrl`; the gateway
 * settles by calling back into our routes, which call `settlePurchase` (settlement.ts) with the outcome. A real
 * gateway's callback route must verify the gateway's signature before doing so.
 */
export type PaymentProvider = {
  /** Stored as the purchase's payment method. */
  readonly method: string;
  createPayment: (request: PaymentRequest) => Promise<{ paymentUrl: string }>;
};

export const purchaseHistoryUrl = (publicUrl: string): string => `${publicUrl}/profile/purchase-history`;

export const sandboxPageUrl = (publicUrl: string, purchaseId: string): string =>
  `${publicUrl}/api/v1/billing/sandbox/${encodeURIComponent(purchaseId)}`;

export const SANDBOX_METHOD = 'sandbox';

/** The default gateway: a page of this app with Pay / Fail / Cancel buttons (sandbox.routes.ts). */
export const createSandboxProvider = (publicUrl: string): PaymentProvider => ({
  method: SANDBOX_METHOD,
  createPayment: async ({ purchaseId }) => ({ paymentUrl: sandboxPageUrl(publicUrl, purchaseId) }),
});
