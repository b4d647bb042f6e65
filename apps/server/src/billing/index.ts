export { remainingGiftsOf } from './gifts';
export { installmentsOf } from './installments';
export { billingRoutes } from './routes';
