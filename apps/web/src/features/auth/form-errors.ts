import type { ValidationIssue } from '@tradescope/domain';
import { useState } from 'react';
import { ApiError, errorKeyOf } from '../../lib/api';
import { messageText } from '../../lib/i18n';

/** Message keys per field, plus one for the form as a whole (wrong password, too many attempts). */
export type FormErrors = { fields: Record<string, string>; form?: string };

const NONE: FormErrors = { fields: {} };

/** Field errors the server named go under their field; everything else is the form's. */
export const errorsFromFailure = (error: unknown): FormErrors => {
  if (error instanceof ApiError && error.fieldErrors.length > 0) {
    const fields = Object.fromEntries(error.fieldErrors.map((issue) => [issue.field, issue.key]));
    return { fields };
  }
  return { fields: {}, form: errorKeyOf(error) };
};

export const errorsFromIssues = (issues: readonly ValidationIssue[]): FormErrors => ({
  fields: Object.fromEntries(issues.map((issue) => [issue.field, issue.key])),
});

/** Form errors as translated text, cleared field by field as the user types. */
export const useFormErrors = () => {
  const [errors, setErrors] = useState<FormErrors>(NONE);
  return {
    fieldError: (field: string) => {
      const key = errors.fields[field];
      return key === undefined ? undefined : messageText(key);
    },
    formError: errors.form === undefined ? undefined : messageText(errors.form),
    set: setErrors,
    clear: (field?: string) =>
      setErrors((current) => {
        if (field === undefined) return NONE;
        const { [field]: _cleared, ...rest } = current.fields;
        return { fields: rest };
      }),
  };
};
