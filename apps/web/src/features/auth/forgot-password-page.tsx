import { validateEmail } from '@tradescope/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { useRequestPasswordReset } from './api/password-reset';
import { AuthLayout } from './auth-layout';
import { FormAlert } from './form-alert';
import { errorsFromFailure, errorsFromIssues, useFormErrors } from './form-errors';

export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | undefined>();
  const errors = useFormErrors();
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateEmail(email);
    if (!checked.ok) return errors.set(errorsFromIssues(checked.errors));
    errors.clear();
    request.mutate(checked.value, {
      onSuccess: () => setSentTo(checked.value),
      onError: (error) => errors.set(errorsFromFailure(error)),
    });
  };

  return (
    <AuthLayout
      title={t('auth.forgot-title')}
      text={t('auth.forgot-text')}
      footer={
        <Link to="/sign-in" className="font-semibold text-brand hover:underline">
          {t('auth.back-to-sign-in')}
        </Link>
      }
    >
      {sentTo ? (
        <FormAlert tone="success">{t('auth.link-sent', { email: sentTo })}</FormAlert>
      ) : (
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
          <Button type="submit" size="lg" className="w-full" pending={request.isPending}>
            {t('auth.send-link')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
};
