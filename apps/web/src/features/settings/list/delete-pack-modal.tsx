import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { TrashIcon } from '../../../ui/icons';
import { Modal } from '../../../ui/modal';
import type { PackRow } from './pack-rows';

/** Spec §4: deleting asks first; confirming stores the pack as false. */
export const DeletePackModal = ({
  row,
  pending,
  onCancel,
  onConfirm,
}: {
  row: PackRow | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (row: PackRow) => void;
}) => {
  const { t } = useTranslation('settings');
  return (
    <Modal
      open={row !== null}
      onOpenChange={(open) => !open && onCancel()}
      size="sm"
      title={t('delete.title')}
      description={row ? t('delete.text', { name: row.title }) : undefined}
      media={
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-sell/10 text-sell">
          <TrashIcon size={18} />
        </span>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('delete.cancel')}
          </Button>
          <Button variant="danger" pending={pending} onClick={() => row && onConfirm(row)}>
            {t('delete.confirm')}
          </Button>
        </>
      }
    />
  );
};
