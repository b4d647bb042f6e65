import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useUpdateProfile } from '../../../lib/endpoints/profile-update';
import { messageText } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { PencilIcon } from '../../../ui/icons';
import { notify } from '../../../ui/toast';
import { type EditableField, editOf } from './account-edits';
import { SettingRow } from './setting-row';

/** Spec §4 name editing (and the national code alike): view, edit, save, view; save is blocked while invalid. */
export const EditableRow = ({
  user,
  field,
  label,
  inputMode,
}: {
  user: { displayName: string; nationalCode: string };
  field: EditableField;
  label: string;
  inputMode?: 'numeric';
}) => {
  const { t } = useTranslation('profile');
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateProfile();
  const stored = user[field];
  const save = () => {
    const edit = editOf(user, field, draft ?? '');
    if (!edit.ok) return setError(messageText(edit.key));
    update.mutate(edit.body, {
      onSuccess: () => {
        notify.success(t('account.saved'));
        setDraft(null);
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status < 500) setError(messageText(failure.key));
        else notify.error(failure);
      },
    });
  };
  if (draft === null)
    return (
      <SettingRow label={label} value={stored} testId={`row-${field}`}>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('account.edit-field', { field: label })}
          onClick={() => {
            setDraft(stored);
            setError(undefined);
          }}
        >
          <PencilIcon size={14} />
          {t('account.edit')}
        </Button>
      </SettingRow>
    );
  return (
    <form
      noValidate
      data-testid={`row-${field}`}
      className="flex flex-col gap-3 py-3 tablet:flex-row tablet:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextField
        className="flex-1"
        label={label}
        value={draft}
        error={error}
        inputMode={inputMode}
        dir={inputMode ? 'ltr' : undefined}
        autoFocus
        onChange={(event) => {
          setDraft(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex gap-2 tablet:mt-7">
        <Button type="submit" size="md" pending={update.isPending} disabled={error !== undefined}>
          {t('account.save')}
        </Button>
        <Button variant="ghost" onClick={() => setDraft(null)}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
};
