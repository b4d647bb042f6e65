import {
  MIN_PASSWORD_LENGTH,
  type ValidationIssue,
  validateDisplayName,
  validateEmail,
} from '@tradescope/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormat } from '../../lib/format';
import { safeReturnPath } from '../../lib/session';
import { Button } from '../../ui/button';
import { PasswordField, TextField } from '../../ui/field';
import { useSignUp } from './api/sign-up';
import { AuthLayout } from './auth-layout';
import { FormAlert } from './form-alert';
import { errorsFromFailure, errorsFromIssues, useFormErrors } from './form-errors';
import { useEnterApp } from './use-enter-app';

/** The domain's rules for the three fields; the server checks them again. */
const validate = (input: { displayName: string; email: string; password: string }): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  const name = validateDisplayName(input.displayName);
  if (!name.ok) issues.push(...name.errors);
  const email = validateEmail(input.email);
  if (!email.ok) issues.push(...email.errors);
  if ([...input.password].length < MIN_PASSWORD_LENGTH) {
    issues.push({
      field: 'password',
      key: 'profile.change-password-tab.new-password-too-short',
      params: { min: MIN_PASSWORD_LENGTH },
    });
  }
  return issues;
};

export const SignUpPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const [params] = useSearchParams();
  const redirect = safeReturnPath(params.get('redirect')) ?? '/';
  const [form, setForm] = useState({ displayName: '', email: '', password: '' });
  const errors = useFormErrors();
  const signUp = useSignUp();
  const { enter, entering } = useEnterApp();

  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    error: errors.fieldError(name === 'displayName' ? 'displayName' : name),
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      errors.clear(name);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issues = validate(form);
    if (issues.length > 0) return errors.set(errorsFromIssues(issues));
    errors.clear();
    signUp.mutate(
      { displayName: form.displayName.trim(), email: form.email.trim(), password: form.password },
      { onSuccess: () => void enter(redirect), onError: (error) => errors.set(errorsFromFailure(error)) },
    );
  };

  return (
    <AuthLayout
      title={t('auth.sign-up-title')}
      text={t('auth.sign-up-text')}
      footer={
        <>
          {t('auth.have-account')}{' '}
          <Link to="/sign-in" className="font-semibold text-brand hover:underline">
            {t('auth.sign-in')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errors.formError && <FormAlert tone="error">{errors.formError}</FormAlert>}
        <TextField
          label={t('auth.display-name')}
          autoComplete="nickname"
          placeholder={t('auth.name-placeholder')}
          {...field('displayName')}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          placeholder={t('auth.email-placeholder')}
          {...field('email')}
        />
        <div className="flex flex-col gap-1.5">
          <PasswordField label={t('auth.password')} autoComplete="new-password" {...field('password')} />
          {!errors.fieldError('password') && (
            <p className="text-ink-faint text-xs">
              {t('auth.password-hint', { min: format.count(MIN_PASSWORD_LENGTH) })}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" className="mt-2 w-full" pending={signUp.isPending || entering}>
          {t('auth.sign-up')}
        </Button>
      </form>
    </AuthLayout>
  );
};
