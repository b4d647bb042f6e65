import { ApiError, type FieldError, isAbortError, NetworkError } from './errors';

export const API_BASE = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SendOptions {
  readonly method?: HttpMethod;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** A bearer token for the Authorization header. */
  readonly token?: string;
}

export type Fetch = typeof fetch;

/** Sends one request; a failure to connect becomes a NetworkError, an abort stays an abort. */
export const send = async (fetchImpl: Fetch, path: string, options: SendOptions): Promise<Response> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  try {
    return await fetchImpl(`${API_BASE}/${path.replace(/^\//, '')}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      // The session cookie rides along: it is how GET token and sign-out know the user.
      credentials: 'same-origin',
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError(error);
  }
};

type Envelope = { status: 'success'; data: unknown } | { status: 'error'; message: string; errors?: unknown };

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  ((value as Envelope).status === 'success' || (value as Envelope).status === 'error');

const isParams = (value: unknown): value is Record<string, number | string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === 'number' || typeof entry === 'string');

const fieldErrorsOf = (errors: unknown): FieldError[] =>
  Array.isArray(errors)
    ? errors
        .filter(
          (entry): entry is FieldError => typeof entry?.field === 'string' && typeof entry?.key === 'string',
        )
        // Schema failures name the request part ("body.email"); forms know only the field.
        .map((entry) => ({
          field: entry.field.replace(/^(body|query|params)\./, ''),
          key: entry.key,
          ...(isParams(entry.params) ? { params: entry.params } : {}),
        }))
    : [];

/** Unwraps the envelope of DESIGN §5 and checks `data` with the endpoint's parser. */
export const readEnvelope = async <T>(response: Response, parse: (data: unknown) => T): Promise<T> => {
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (isAbortError(error)) throw error;
    body = undefined;
  }
  if (!isEnvelope(body)) {
    throw new ApiError(response.status, response.status === 404 ? 'request.not-found' : 'server.error');
  }
  if (body.status === 'error' || !response.ok) {
    const key = body.status === 'error' ? body.message : 'server.error';
    throw new ApiError(response.status, key, body.status === 'error' ? fieldErrorsOf(body.errors) : []);
  }
  return parse(body.data);
};
