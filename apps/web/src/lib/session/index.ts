export { safeReturnPath, signInPath } from './return-path';
export { api, tokenManager } from './session';
export { useSession } from './use-session';
