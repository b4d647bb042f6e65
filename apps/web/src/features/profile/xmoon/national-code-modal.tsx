import type { User } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../../../lib/endpoints/profile-update';
import { messageText } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { notify } from '../../../ui/toast';
import { editOf } from '../user/account-edits';

/** The national-code editor the XMoon flow opens first when the code is empty (spec §4). */
export const NationalCodeModal = ({
  open,
  user,
  onCancel,
  onSaved,
}: {
  open: boolean;
  user: User;
  onCancel: () => void;
  onSaved: () => void;
}) => {
  const { t } = useTranslation('profile');
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateProfile();
  const save = () => {
    const edit = editOf(user, 'nationalCode', draft);
    if (!edit.ok) return setError(messageText(edit.key));
    update.mutate(edit.body, { onSuccess: onSaved, onError: notify.error });
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      size="sm"
      title={t('xmoon.national-code-title')}
      description={t('xmoon.national-code-text')}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          save();
        }}
      >
        <TextField
          label={t('account.national-code')}
          inputMode="numeric"
          dir="ltr"
          value={draft}
          error={error}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" pending={update.isPending}>
          {t('account.save')}
        </Button>
      </form>
    </Modal>
  );
};
