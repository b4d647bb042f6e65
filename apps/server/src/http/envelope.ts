import type { ErrorEnvelope } from '@tradescope/domain';

/** The response envelope of DESIGN §5 (the domain's schemas): every API answer is one of these two shapes. */
type SuccessEnvelope<T> = { status: 'success'; data: T; message?: string };
export type FieldError = NonNullable<ErrorEnvelope['errors']>[number];

export const success = <T>(data: T, message?: string): SuccessEnvelope<T> =>
  message === undefined ? { status: 'success', data } : { status: 'success', data, message };

export const failure = (message: string, errors?: FieldError[]): ErrorEnvelope =>
  errors === undefined ? { status: 'error', message } : { status: 'error', message, errors };

/** Stable message keys for failures that are not a spec rule (spec keys come from @tradescope/domain). */
export const HTTP_KEYS = {
  validation: 'request.invalid',
  notFound: 'request.not-found',
  tooLarge: 'request.too-large',
  unsupportedMedia: 'request.unsupported-media-type',
  timeout: 'request.timeout',
  tooMany: 'request.too-many',
  server: 'server.error',
} as const;
