export { giftCoverOf, remainingGiftsOf } from './gifts';
export { installmentsOf } from './installments';
export { createSandboxProvider, type PaymentProvider } from './payment-provider';
export { billingRoutes } from './routes';
