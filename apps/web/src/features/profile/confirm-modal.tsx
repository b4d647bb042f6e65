import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

/** Spec §2, §4: activating gifts, ending a session, deleting the photo and freezing all ask first (Back, confirm). */
export const ConfirmModal = ({
  open,
  title,
  text,
  confirm,
  danger = false,
  pending,
  onCancel,
  onConfirm,
  icon,
}: {
  open: boolean;
  title: string;
  text?: string;
  confirm: string;
  danger?: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  icon?: ReactNode;
}) => {
  const { t } = useTranslation('profile');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      size="sm"
      title={title}
      description={text}
      media={icon}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('back')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} pending={pending} onClick={onConfirm}>
            {confirm}
          </Button>
        </>
      }
    />
  );
};
