export { clientConfigRoutes } from './client-config.routes';
export { cspDirectives } from './csp';
