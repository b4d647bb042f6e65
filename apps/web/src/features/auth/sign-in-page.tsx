import { type ValidationIssue, validateEmail } from '@tradescope/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../lib/session';
import { Button } from '../../ui/button';
import { PasswordField, TextField } from '../../ui/field';
import { useSignIn } from './api/sign-in';
import { AuthLayout } from './auth-layout';
import { FormAlert } from './form-alert';
import { errorsFromFailure, errorsFromIssues, useFormErrors } from './form-errors';
import { useEnterApp } from './use-enter-app';

const linkClass = 'font-semibold text-brand hover:underline';

export const SignInPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = safeReturnPath(params.get('redirect')) ?? '/';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errors = useFormErrors();
  const signIn = useSignIn();
  const { enter, entering } = useEnterApp();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issues: ValidationIssue[] = [];
    const checked = validateEmail(email);
    if (!checked.ok) issues.push(...checked.errors);
    if (password === '')
      issues.push({ field: 'password', key: 'auth.password-empty' as ValidationIssue['key'] });
    if (issues.length > 0) return errors.set(errorsFromIssues(issues));
    errors.clear();
    signIn.mutate(
      { email: email.trim(), password },
      { onSuccess: () => void enter(redirect), onError: (error) => errors.set(errorsFromFailure(error)) },
    );
  };

  return (
    <AuthLayout
      title={t('auth.sign-in-title')}
      text={t('auth.sign-in-text')}
      footer={
        <>
          {t('auth.no-account')}{' '}
          <Link
            to={redirect === '/' ? '/sign-up' : `/sign-up?redirect=${encodeURIComponent(redirect)}`}
            className={linkClass}
          >
            {t('auth.create-account')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errors.formError && <FormAlert tone="error">{errors.formError}</FormAlert>}
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          placeholder={t('auth.email-placeholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            errors.clear('email');
          }}
          error={errors.fieldError('email')}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            errors.clear('password');
          }}
          error={errors.fieldError('password')}
          aside={
            <Link to="/forgot-password" className="text-brand text-xs hover:underline">
              {t('auth.forgot')}
            </Link>
          }
        />
        <Button type="submit" size="lg" className="mt-2 w-full" pending={signIn.isPending || entering}>
          {t('auth.sign-in')}
        </Button>
      </form>
    </AuthLayout>
  );
};
