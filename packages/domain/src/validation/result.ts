import type { ValidationMessageKey } from './messages';

/** One broken rule: the field it belongs to, the spec's message key, and values the message needs. */
export interface ValidationIssue {
  /** The input's field name; nested list fields use a dotted path such as `items.1.timeframe`. */
  readonly field: string;
  readonly key: ValidationMessageKey;
  readonly params?: Readonly<Record<string, number | string>>;
}

/** Every rule answers in this shape: the cleaned value, or every issue found (never just the first). */
export type ValidationResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly ValidationIssue[] };

export const issue = (
  field: string,
  key: ValidationMessageKey,
  params?: Readonly<Record<string, number | string>>,
): ValidationIssue => (params ? { field, key, params } : { field, key });

/** Valid when no issue was found. */
export const settle = <T>(value: T, errors: readonly ValidationIssue[]): ValidationResult<T> =>
  errors.length === 0 ? { ok: true, value } : { ok: false, errors };
