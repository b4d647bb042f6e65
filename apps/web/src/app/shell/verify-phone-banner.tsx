import { showsVerifyPhoneBanner } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUser } from '../../lib/endpoints';
import { useLayout } from '../../lib/layout';

/**
 * Spec §6: a free user whose phone is not verified sees a banner on desktop; it opens the profile's phone
 * verification and comes back to the page it was on.
 */
export const VerifyPhoneBanner = () => {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const desktop = useLayout() === 'desktop';
  const { pathname, search } = useLocation();
  if (!user || !showsVerifyPhoneBanner(user, desktop) || pathname.startsWith('/profile')) return null;
  const back = encodeURIComponent(`${pathname}${search}`);
  return (
    <div
      data-testid="verify-phone-banner"
      className="border-warning/30 border-b bg-warning/10 px-5 py-2 text-center text-ink text-sm"
    >
      {t('verify-phone-banner.text')}{' '}
      <Link
        to={`/profile/user?step=verify-phone&redirect=${back}`}
        className="font-semibold text-brand underline underline-offset-2"
      >
        {t('verify-phone-banner.action')}
      </Link>
    </div>
  );
};
