import { ApiError, createApiClient, createApiUpload, isRecord, readEnvelope, send } from '../api';
import { createTokenManager, type TokenGrant } from './token-manager';

const parseGrant = (data: unknown): TokenGrant => {
  if (
    !isRecord(data) ||
    typeof data.token !== 'string' ||
    typeof data.expiresAt !== 'number' ||
    typeof data.impersonating !== 'boolean'
  ) {
    throw new ApiError(200, 'server.error');
  }
  return { token: data.token, expiresAt: data.expiresAt, impersonating: data.impersonating };
};

/** GET token trades the httpOnly session cookie for a short-lived bearer token (DESIGN §5). */
const fetchToken = async (): Promise<TokenGrant> =>
  readEnvelope(await send((...args) => fetch(...args), 'token', {}), parseGrant);

/** The app's one session: its token lives here, in memory. */
export const tokenManager = createTokenManager({ fetchToken });

/** Every API call of the app goes through this client. */
export const api = createApiClient(tokenManager);

/** Forms with files (avatar, video) go through this one, which reports upload progress. */
export const apiUpload = createApiUpload(tokenManager);
