import { MIN_PASSWORD_LENGTH, type ValidationIssue } from '@tradescope/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../ui/button';
import { PasswordField } from '../../ui/field';
import { useConfirmPasswordReset } from './api/password-reset-confirm';
import { AuthLayout } from './auth-layout';
import { FormAlert } from './form-alert';
import { errorsFromFailure, errorsFromIssues, useFormErrors } from './form-errors';

const validate = (password: string, repeat: string): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    issues.push({ field: 'password', key: 'profile.change-password-tab.new-password-too-short' });
  }
  if (repeat !== password) issues.push({ field: 'repeat', key: 'profile.change-password-tab.no-match' });
  return issues;
};

/** /reset-password?token=…: the link of the reset e-mail. */
export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [done, setDone] = useState(false);
  const errors = useFormErrors();
  const confirm = useConfirmPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issues = validate(password, repeat);
    if (issues.length > 0) return errors.set(errorsFromIssues(issues));
    errors.clear();
    confirm.mutate(
      { token, password },
      { onSuccess: () => setDone(true), onError: (error) => errors.set(errorsFromFailure(error)) },
    );
  };

  const body = () => {
    if (done) {
      return (
        <div className="flex flex-col gap-5">
          <FormAlert tone="success">{t('auth.reset-done')}</FormAlert>
          <Link to="/sign-in" className={buttonClass('primary', 'lg', 'w-full')}>
            {t('auth.sign-in')}
          </Link>
        </div>
      );
    }
    if (token === '') return <FormAlert tone="error">{t('auth.reset-missing')}</FormAlert>;
    return (
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errors.formError && <FormAlert tone="error">{errors.formError}</FormAlert>}
        <PasswordField
          label={t('auth.new-password')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            errors.clear('password');
          }}
          error={errors.fieldError('password')}
        />
        <PasswordField
          label={t('auth.repeat-password')}
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => {
            setRepeat(event.target.value);
            errors.clear('repeat');
          }}
          error={errors.fieldError('repeat')}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" pending={confirm.isPending}>
          {t('auth.reset-submit')}
        </Button>
      </form>
    );
  };

  return (
    <AuthLayout
      title={t('auth.reset-title')}
      text={t('auth.reset-text')}
      footer={
        <Link
          to={done ? '/sign-in' : '/forgot-password'}
          className="font-semibold text-brand hover:underline"
        >
          {done ? t('auth.back-to-sign-in') : t('auth.forgot-title')}
        </Link>
      }
    >
      {body()}
    </AuthLayout>
  );
};
