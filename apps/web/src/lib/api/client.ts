import { type Fetch, type HttpMethod, readEnvelope, send } from './http';

/** Where authenticated calls get their bearer token (the session's token manager). */
export interface TokenSource {
  /** The current token, fetching one first if none is held. */
  ensure: () => Promise<string>;
  /** A new token; used once when the server answers 401. */
  refresh: () => Promise<string>;
}

export interface RequestOptions<T> {
  readonly method?: HttpMethod;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Calls such as sign-in and GET token go without a bearer token. */
  readonly auth?: boolean;
  readonly parse: (data: unknown) => T;
}

export type ApiRequest = <T>(path: string, options: RequestOptions<T>) => Promise<T>;

/**
 * The one way the web talks to the API (components never call fetch): adds `Authorization: Bearer`,
 * unwraps the envelope into data or a typed ApiError, passes an AbortSignal through, and answers a 401
 * (the token expired in flight) with one token refresh and one retry.
 */
export const createApiClient = (tokens: TokenSource, fetchImpl: Fetch = (...args) => fetch(...args)) => {
  const request: ApiRequest = async (path, options) => {
    const auth = options.auth ?? true;
    const base = { method: options.method, body: options.body, signal: options.signal };
    const token = auth ? await tokens.ensure() : undefined;
    let response = await send(fetchImpl, path, { ...base, token });
    if (auth && response.status === 401) {
      response = await send(fetchImpl, path, { ...base, token: await tokens.refresh() });
    }
    return readEnvelope(response, options.parse);
  };
  return request;
};
