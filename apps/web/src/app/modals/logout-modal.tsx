import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/app-store';
import { useSignOut } from '../../lib/endpoints';
import { Button } from '../../ui/button';
import { LogOutIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';

/**
 * Spec §4 Logout: a confirmation; if the sign-out ended an administrator's impersonation the page reloads
 * (the administrator is back), otherwise the browser goes to the sign-in page, leaving nothing in memory.
 */
export const LogoutModal = () => {
  const { t } = useTranslation();
  const open = useAppStore((state) => state.logoutOpen);
  const setOpen = useAppStore((state) => state.setLogoutOpen);
  const signOut = useSignOut();
  const confirm = () =>
    signOut.mutate(undefined, {
      onSuccess: ({ endedImpersonation }) => {
        if (endedImpersonation) window.location.reload();
        else window.location.replace('/sign-in');
      },
      onError: notify.error,
    });
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      size="sm"
      title={t('logout.title')}
      description={t('logout.text')}
      media={
        <span className="flex size-11 items-center justify-center rounded-full bg-sell/12 text-sell">
          <LogOutIcon size={20} className="rtl:-scale-x-100" />
        </span>
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('action.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} pending={signOut.isPending}>
            {t('logout.confirm')}
          </Button>
        </>
      }
    />
  );
};
