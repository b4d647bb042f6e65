import { HttpError } from './error-handler';

type DomainResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly { readonly field: string; readonly key: string }[] };

/** Unwraps a @tradescope/domain rule's answer, or refuses the request with the rule's first key and every field. */
export const ensureValid = <T>(result: DomainResult<T>): T => {
  if (result.ok) return result.value;
  const fields = result.errors.map(({ field, key }) => ({ field, key }));
  throw new HttpError(400, fields[0]?.key ?? 'request.invalid', fields);
};
