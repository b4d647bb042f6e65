export { billingRoutes } from './routes';
