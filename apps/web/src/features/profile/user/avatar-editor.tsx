import { type User, validateAvatarFile } from '@tradescope/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAvatar, useUploadAvatar } from '../../../lib/endpoints/avatar';
import { messageText } from '../../../lib/i18n';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { PencilIcon, TrashIcon } from '../../../ui/icons';
import { Modal } from '../../../ui/modal';
import { notify } from '../../../ui/toast';
import { ConfirmModal } from '../confirm-modal';
import { ProgressBar } from '../progress-bar';

const AVATAR_ERROR = 'profile.profile-tab.avatar-upload-error';

/** A preview address for the chosen file, released when the choice changes. */
const usePreview = (file: File | null) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
};

/** Spec §4 avatar: choose a file, preview it in a modal, upload with progress, the modal closes; delete asks first. */
export const AvatarEditor = ({ user }: { user: User }) => {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const preview = usePreview(file);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!validateAvatarFile(chosen).ok) return notify.failure(messageText(AVATAR_ERROR));
    setProgress(0);
    setFile(chosen);
  };
  const send = () => {
    if (!file) return;
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => {
          notify.success(t('avatar.done'));
          setFile(null);
        },
        onError: notify.error,
      },
    );
  };
  return (
    <div className="flex flex-col items-center gap-2">
      <Avatar user={user} size={72} />
      <div className="flex gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('avatar.choose')}
          onClick={() => input.current?.click()}
        >
          <PencilIcon size={14} />
        </Button>
        {user.avatar && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('avatar.delete')}
            onClick={() => setConfirmDelete(true)}
          >
            <TrashIcon size={14} />
          </Button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        className="hidden"
        data-testid="avatar-input"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Modal
        open={file !== null}
        onOpenChange={(open) => !open && !upload.isPending && setFile(null)}
        size="sm"
        title={t('avatar.preview')}
        footer={
          <>
            <Button variant="secondary" disabled={upload.isPending} onClick={() => setFile(null)}>
              {t('back')}
            </Button>
            <Button pending={upload.isPending} onClick={send}>
              {t('avatar.upload')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col items-center gap-4">
          {preview && <img src={preview} alt="" className="size-40 rounded-full object-cover" />}
          {upload.isPending && <ProgressBar percent={progress} label={t('avatar.uploading')} />}
        </div>
      </Modal>
      <ConfirmModal
        open={confirmDelete}
        title={t('avatar.delete-title')}
        text={t('avatar.delete-text')}
        confirm={t('avatar.delete')}
        danger
        pending={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => setConfirmDelete(false),
            onError: notify.error,
          })
        }
      />
    </div>
  );
};
