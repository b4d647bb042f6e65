export { safeReturnPath, signInPath } from './return-path';
export { api, apiUpload, tokenManager } from './session';
export { useSession } from './use-session';
