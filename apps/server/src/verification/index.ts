export { verificationRoutes } from './routes';
