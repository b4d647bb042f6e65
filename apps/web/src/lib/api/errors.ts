/**
 * A field the server rejected, with the spec's message key (e.g. `email`: `auth.email-taken`) and the values its
 * message needs when the server gives them (`{count}` of a pack cap).
 */
export type FieldError = { field: string; key: string; params?: Readonly<Record<string, number | string>> };

/** The server answered with the error envelope: `key` is its stable message key, never prose. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly fieldErrors: readonly FieldError[] = [],
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

/** The request never reached the server, or its answer never came back. */
export class NetworkError extends Error {
  readonly key = 'connection.trouble';
  constructor(cause?: unknown) {
    super('connection.trouble', { cause });
    this.name = 'NetworkError';
  }
}

/** A newer load replaced this one, or its screen went away: not a failure to show (spec §4). */
export const isAbortError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'CancelledError');

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

/** The message key of any failure, for a toast or an inline error. */
export const errorKeyOf = (error: unknown): string => {
  if (error instanceof ApiError || error instanceof NetworkError) return error.key;
  return 'server.error';
};
