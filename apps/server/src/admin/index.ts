export { requireAdministrator } from './require-administrator';
export { adminRoutes } from './routes';
