export { AppRouter } from './router';
