export {
  type AttemptLimiter,
  type AttemptLimiters,
  type AttemptRule,
  memoryAttemptLimiters,
} from './attempt-limiter';
export { AUTH_KEYS } from './auth-keys';
export { type AuthService, createAuthService } from './auth-service';
export { authenticatePlugin } from './authenticate';
export { clientInfoOf } from './client-info';
export { readAuthCookies, setImpersonationCookie } from './cookies';
export { authRoutes } from './routes';
export { loadAuthSecret } from './secret';
