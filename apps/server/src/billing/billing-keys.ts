/**
 * Message keys of billing failures. The spec names none (its checkout lived on the marketing site); gift keys sit
 * under the profile's gifts tab like the spec's other profile messages.
 */
export const BILLING_KEYS = {
  unknownPlan: 'billing.unknown-plan',
  /** No payment gateway is configured (production without PAYMENT_PROVIDER). */
  paymentsUnavailable: 'billing.payments-unavailable',
  installmentsUnavailable: 'billing.installments-unavailable',
  tooManyPending: 'billing.too-many-pending',
  purchaseNotFound: 'billing.purchase-not-found',
  purchaseNotPending: 'billing.purchase-not-pending',
  installmentNotFound: 'billing.installment-not-found',
  installmentPaid: 'billing.installment-already-paid',
  giftNotFound: 'profile.gifts-tab.gift-not-found',
  giftActivated: 'profile.gifts-tab.gift-already-activated',
  giftNameTaken: 'billing.gift-name-taken',
  userNotFound: 'request.not-found',
} as const;

/** A purchase's `details`: keys the web translates (the history shows a dash for null). */
export const PURCHASE_DETAILS = {
  expired: 'billing.details.expired',
  installment: {
    first: 'billing.details.installment-first',
    second: 'billing.details.installment-second',
    last: 'billing.details.installment-last',
  },
} as const;
