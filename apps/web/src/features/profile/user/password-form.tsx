import { type PasswordChangeInput, validatePasswordChange } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useChangePassword } from '../../../lib/endpoints/password-change';
import { messageText } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { PasswordField } from '../../../ui/field';
import { notify } from '../../../ui/toast';

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', repeatPassword: '' };
type Field = keyof PasswordChangeInput;
const FIELDS: readonly { field: Field; autoComplete: string }[] = [
  { field: 'currentPassword', autoComplete: 'current-password' },
  { field: 'newPassword', autoComplete: 'new-password' },
  { field: 'repeatPassword', autoComplete: 'new-password' },
];

/** Spec §5 change password: current, new and repeat; a wrong current one is the server's to say; success reloads. */
export const PasswordForm = ({ reload = () => window.location.reload() }: { reload?: () => void }) => {
  const { t } = useTranslation('profile');
  const [input, setInput] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();
  const submit = () => {
    const checked = validatePasswordChange(input);
    if (!checked.ok)
      return setErrors(
        Object.fromEntries(
          checked.errors.map((issue) => [issue.field, messageText(issue.key, issue.params)]),
        ),
      );
    change.mutate(checked.value, {
      onSuccess: () => {
        notify.success(t('password.done'));
        reload();
      },
      onError: (failure) => {
        const field = isApiError(failure) ? failure.fieldErrors[0] : undefined;
        if (field) setErrors({ [field.field]: messageText(field.key) });
        else notify.failure(messageText('profile.change-password-tab.change-error'));
      },
    });
  };
  return (
    <form
      noValidate
      aria-label={t('password.title')}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid grid-cols-1 gap-3 desktop:grid-cols-3">
        {FIELDS.map(({ field, autoComplete }) => (
          <PasswordField
            key={field}
            label={t(`password.${field}`)}
            autoComplete={autoComplete}
            value={input[field]}
            error={errors[field]}
            onChange={(event) => {
              setInput({ ...input, [field]: event.target.value });
              setErrors({ ...errors, [field]: undefined });
            }}
          />
        ))}
      </div>
      <Button type="submit" className="self-start" pending={change.isPending}>
        {t('password.submit')}
      </Button>
    </form>
  );
};
