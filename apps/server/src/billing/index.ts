export { giftCoverOf, giftsOf, remainingGiftsOf } from './gifts';
export { installmentsOf } from './installments';
export { createSandboxProvider, type PaymentProvider } from './payment-provider';
export { purchasesOf } from './purchase-history';
export { billingRoutes } from './routes';
