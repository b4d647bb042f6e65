import { useTranslation } from 'react-i18next';
import { useSignOut, useUser } from '../../lib/endpoints';
import { useSession } from '../../lib/session';
import { notify } from '../../ui/toast';

/**
 * While an administrator acts as a user, every screen says so and offers the way back: ending the impersonation
 * (sign-out ends it, the administrator stays signed in) and a fresh page as themself.
 */
export const ImpersonationBanner = () => {
  const { t } = useTranslation();
  const session = useSession();
  const { data: user } = useUser();
  const signOut = useSignOut();
  if (session.grant?.impersonating !== true) return null;
  const back = () =>
    signOut.mutate(undefined, {
      // Back where the administrator left: the page of the user they acted as (cid is the account's id).
      onSuccess: ({ endedImpersonation }) =>
        window.location.assign(endedImpersonation ? `/admin/users/${user?.cid ?? ''}` : '/sign-in'),
      onError: notify.error,
    });
  return (
    <div
      role="status"
      data-testid="impersonation-banner"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-warning px-4 py-2 text-center font-medium text-black text-sm"
    >
      <span>{t('impersonation.text', { name: user?.displayName || user?.email || '' })}</span>
      <button
        type="button"
        onClick={back}
        disabled={signOut.isPending}
        className="rounded-md bg-black/85 px-3 py-1 font-semibold text-white text-xs hover:bg-black disabled:opacity-60"
      >
        {t('impersonation.back')}
      </button>
    </div>
  );
};
