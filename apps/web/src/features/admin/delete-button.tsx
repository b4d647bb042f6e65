import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { TrashIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';

/** Delete, after a confirmation modal (spec §4: destructive actions ask first). */
export const DeleteButton = ({
  question,
  label,
  pending,
  onConfirm,
}: {
  question: string;
  /** Names what is deleted for screen readers. */
  label: string;
  pending: boolean;
  onConfirm: (done: () => void) => void;
}) => {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" aria-label={`${t('delete')} ${label}`} onClick={() => setOpen(true)}>
        <TrashIcon size={14} />
        <span className="hidden tablet:inline">{t('delete')}</span>
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        size="sm"
        title={question}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" pending={pending} onClick={() => onConfirm(() => setOpen(false))}>
              {t('delete')}
            </Button>
          </>
        }
      />
    </>
  );
};
